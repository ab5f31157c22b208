/** What payments received say when they refuse (the service, its plan and its changes share them). */
export const paymentMessages = {
  record: 'Recording a payment needs the permission to create sales',
  changePosted:
    'This payment is in the books; changing or deleting it needs the permission to approve sales. Ask an owner or accountant to do it.',
  notOpen: (number: string) => `${number} cannot be paid: only approved invoices that are not paid can be`,
  otherCustomer: (number: string) => `${number} belongs to another customer`,
  currencies: 'A payment and the invoices it pays must be in one currency',
  creditUsed:
    "This payment's credit has already been used on invoices: remove the credit from those invoices first, then delete the payment",
  notEnoughCredit: (available: string) => `The customer has only ${available} of credit`,
  creditForeign: 'Credit can be applied to invoices in the home currency only',
  overDue: (due: string) => `The amount is more than the ${due} still owed on this invoice`,
  amountReceived: 'Amount received must be more than 0',
  deleted: 'This payment has been deleted, so it cannot be changed',
  customerFixed:
    "A payment's customer cannot be changed: delete the payment and record it again for the other customer",
  prepaymentItems:
    "A prepayment pays no invoices: apply the customer's credit to an invoice from the invoice's page instead",
  creditKept: (kind: 'payment' | 'prepayment', keep: string) =>
    kind === 'prepayment'
      ? `Part of this prepayment has already been applied to invoices: the amount received cannot be less than ${keep}`
      : `Part of this payment's credit has already been applied to invoices: at least ${keep} of it must stay as the customer's credit`,
} as const;
