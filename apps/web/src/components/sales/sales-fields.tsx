import { Select } from '@mantine/core';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import type { Customer } from '../../api/customers.ts';
import { usePaymentMethods } from '../../api/payment-methods.ts';
import { useCustomerOptions } from '../../api/sales-options.ts';
import { optionList } from '../../lib/options.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { BranchSelect } from '../BranchSelect.tsx';
import { type Picked, SearchSelect, type SearchSelectProps } from './SearchSelect.tsx';

/*
 * The pickers the sales forms (documents, payments, credit notes) share: customer, branch, payment
 * method and the bank or cash account money goes into or out of. Each form field holds '' for
 * nothing chosen.
 */

interface SelectFieldProps<Values extends FieldValues, Sent> {
  control: Control<Values, unknown, Sent>;
  name: FieldPathByValue<Values, string>;
}

/** A select's value, change, blur and error, bound to a field that holds '' where the select holds null. */
function bindSelect<Values extends FieldValues, Name extends FieldPath<Values>>(bound: {
  field: ControllerRenderProps<Values, Name>;
  fieldState: ControllerFieldState;
}) {
  const { field, fieldState } = bound;
  return {
    value: (field.value as string) || null,
    onChange: (value: string | null) => field.onChange(value ?? ''),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** The branch a document or payment is booked to; one is always chosen. */
export function BranchField<Values extends FieldValues, Sent>({ control, name }: SelectFieldProps<Values, Sent>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => (
        <BranchSelect
          label="Branch"
          withAsterisk
          placeholder="Choose a branch"
          clearable={false}
          {...bindSelect(bound)}
        />
      )}
    />
  );
}

/** How the customer paid, from the company's payment methods. */
export function PaymentMethodField<Values extends FieldValues, Sent>({
  control,
  name,
}: SelectFieldProps<Values, Sent>) {
  const methods = optionList(usePaymentMethods(), (method) => ({ value: method._id, label: method.name }), {
    empty: 'No Payment Method added',
    choose: 'Choose a payment method',
  });
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => <Select label="Payment method" withAsterisk {...methods} {...bindSelect(bound)} />}
    />
  );
}

const isBankAccount = (account: Account) => account.isActive && account.isBank;

interface BankAccountFieldProps<Values extends FieldValues, Sent> extends SelectFieldProps<Values, Sent> {
  label: string;
  description?: string;
  withAsterisk?: boolean;
  clearable?: boolean;
}

/** An active bank or cash account: where money received goes, or a refund comes from. */
export function BankAccountField<Values extends FieldValues, Sent>(props: BankAccountFieldProps<Values, Sent>) {
  const { control, name, ...shown } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => (
        <AccountSelect
          {...shown}
          placeholder="Choose a bank or cash account"
          accountFilter={isBankAccount}
          {...bindSelect(bound)}
        />
      )}
    />
  );
}

export const toPickedCustomer = (customer: Customer): Picked => ({ id: customer._id, name: customer.displayName });

type CustomerSelectProps = Omit<
  SearchSelectProps<Customer>,
  'label' | 'withAsterisk' | 'placeholder' | 'useOptions' | 'toPicked' | 'nothingFound'
>;

/** The customer a sales form is for, searched by name as the person types. */
export function CustomerSelect(props: CustomerSelectProps) {
  return (
    <SearchSelect
      label="Customer"
      withAsterisk
      placeholder="Search customers"
      useOptions={useCustomerOptions}
      toPicked={toPickedCustomer}
      nothingFound="No customer matches"
      {...props}
    />
  );
}
