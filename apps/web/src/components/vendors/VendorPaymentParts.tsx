import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { Kobo } from '@owo/core';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { downloadWhtCreditNote, type VendorPayment } from '../../api/vendor-payments.ts';
import { formatShortDay } from '../../lib/format.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { SummaryRow } from '../sales/PaymentInvoices.tsx';
import type { PayableBill, VendorPaymentPreview, VendorPaymentValues } from './vendor-payment-form.ts';

/* The pieces of the make-payment and edit-payment pages: the bills to tick, the summary, the payment just recorded. */

export const vendorsPath = '/expense/vendors';

/** The payment just recorded: its WHT credit note for the vendor, and the way to the vendor. */
export function SavedPayment({ payment }: { payment: VendorPayment }) {
  const [downloading, setDownloading] = useState(false);
  return (
    <Alert color="green" title={`Payment ${payment.number} recorded`}>
      <Stack gap="xs">
        <Text fz="sm">
          {payment.recipient.name} was paid{' '}
          <MoneyText amount={payment.cashPaid} currency={payment.currency.name} span />
          {payment.withholdingTax > 0 ? (
            <>
              {' '}
              after <MoneyText amount={payment.withholdingTax} currency={payment.currency.name} span /> of withholding
              tax
            </>
          ) : null}
          .
        </Text>
        <Group gap="sm">
          <Button
            size="xs"
            variant="light"
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadWhtCreditNote(payment).finally(() => setDownloading(false));
            }}
          >
            Download WHT credit note
          </Button>
          <Anchor component={Link} to={`${vendorsPath}/${payment.recipient._id}`} fz="sm">
            Back to {payment.recipient.name}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

interface OpenBillsProps {
  vendorChosen: boolean;
  loading: boolean;
  bills: readonly PayableBill[];
  form: UseFormReturn<VendorPaymentValues>;
  preview: VendorPaymentPreview;
}

/** The vendor's open bills: tick those paid and say how much of each; the WHT and cash follow. */
export function OpenBills({ vendorChosen, loading, bills, form, preview }: OpenBillsProps) {
  const rows = useWatch({ control: form.control, name: 'rows' }) ?? [];
  if (!vendorChosen)
    return (
      <Text c="dimmed" fz="sm">
        Choose a vendor to see the bills you owe them.
      </Text>
    );
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading the vendor's bills" />
      </Center>
    );
  }
  if (bills.length === 0)
    return (
      <Alert color="blue" title="Nothing is owed to this vendor">
        There are no open bills to pay.
      </Alert>
    );
  const byId = new Map(bills.map((bill) => [bill._id, bill]));
  const figuresOf = (id: string) => preview.bills.find((one) => one.bill._id === id);
  return (
    <Stack gap="sm" role="list" aria-label="Open bills">
      {rows.map((row, index) => {
        const bill = byId.get(row.bill);
        if (!bill) return null;
        const figures = figuresOf(bill._id);
        const currency = bill.currency.name;
        return (
          <Paper key={bill._id} withBorder radius="md" p="sm" role="listitem" aria-label={bill.number}>
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm" verticalSpacing="xs">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Controller
                  control={form.control}
                  name={`rows.${index}.selected`}
                  render={({ field }) => (
                    <Checkbox
                      mt={4}
                      aria-label={`Pay ${bill.number}`}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
                <Stack gap={0}>
                  <Text fz="sm" fw={600}>
                    {bill.number}
                    {bill.billNo ? ` · ${bill.billNo}` : ''}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    Due {formatShortDay(bill.dueDate)} · owes{' '}
                    <MoneyText amount={bill.amountDue} currency={currency} span />
                  </Text>
                </Stack>
              </Group>
              <Controller
                control={form.control}
                name={`rows.${index}.amount`}
                render={({ field }) => (
                  <MoneyInput
                    aria-label={`Amount on ${bill.number}`}
                    size="sm"
                    disabled={!row.selected}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                  />
                )}
              />
              <Group justify="space-between" gap="xs">
                <Text fz="xs" c="dimmed">
                  WHT to deduct
                </Text>
                <MoneyText
                  kobo={figures?.withholding ?? 0}
                  currency={currency}
                  fz="sm"
                  aria-label={`WHT on ${bill.number}`}
                />
              </Group>
              <Group justify="space-between" gap="xs">
                <Text fz="xs" c="dimmed">
                  Cash to vendor
                </Text>
                <MoneyText kobo={figures?.cash ?? 0} currency={currency} fz="sm" />
              </Group>
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Settled on bills, tax withheld, the advance, and what leaves the bank. */
export function Summary({ preview }: { preview: VendorPaymentPreview }) {
  const money = (kobo: Kobo) => <MoneyText kobo={kobo} currency={preview.currency} />;
  return (
    <Stack gap={6} role="group" aria-label="Payment summary">
      <SummaryRow label="Settled on bills">{money(preview.amountPaid)}</SummaryRow>
      <SummaryRow label="Withholding tax deducted">{money(preview.withholding)}</SummaryRow>
      <SummaryRow label="Advance to the vendor">{money(preview.advance)}</SummaryRow>
      <Divider my={2} />
      <SummaryRow label="Paid from the bank" strong>
        {money(preview.cashOut)}
      </SummaryRow>
      {preview.problem && preview.bills.length > 0 ? (
        <Text fz="xs" c="red">
          {preview.problem}
        </Text>
      ) : null}
    </Stack>
  );
}
