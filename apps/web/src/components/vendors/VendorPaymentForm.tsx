import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Checkbox,
  Divider,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type Kobo, todayInLagos } from '@owo/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useBranches } from '../../api/branches.ts';
import { ApiError } from '../../api/client.ts';
import {
  downloadWhtCreditNote,
  type OpenBill,
  useOpenBills,
  useRecordVendorPayment,
  type VendorPayment,
} from '../../api/vendor-payments.ts';
import { vendorCalls } from '../../api/vendors.ts';
import { formatShortDay } from '../../lib/format.ts';
import { DateField } from '../DateField.tsx';
import { openSuccessDialog } from '../dialogs.ts';
import { FormPage } from '../FormPage.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { SummaryRow } from '../sales/PaymentInvoices.tsx';
import { BankAccountField, BranchField, PaymentMethodField } from '../sales/sales-fields.tsx';
import { toast } from '../toast.tsx';
import {
  billRows,
  missingFields,
  type VendorPaymentPreview,
  type VendorPaymentValues,
  vendorPaymentBody,
  vendorPaymentPreview,
} from './vendor-payment-form.ts';

/*
 * make-payment (spec section 2; issue 27): money paid to a vendor over one or many of their open
 * bills. Per bill the amount settled, the tax withheld (WHT, worked out from the bill) and the
 * cash; over them what leaves the bank. After saving, the WHT credit note is a click away.
 */

const vendorsPath = '/expense/vendors';

function blank(vendor: string, branch: string): VendorPaymentValues {
  return {
    vendor,
    branch,
    paymentDate: todayInLagos(),
    bank: '',
    paymentMethod: '',
    reference: '',
    total: '',
    note: '',
    rows: [],
  };
}

/** /expense/vendors/make-payment?vendor=&bill= */
export function VendorPaymentForm() {
  const [searchParams] = useSearchParams();
  const askedVendor = searchParams.get('vendor') ?? '';
  const askedBill = searchParams.get('bill');
  const branches = useBranches().data?.data;
  const onlyBranch = branches?.length === 1 ? (branches[0]?._id ?? '') : '';
  const vendors = vendorCalls.useContacts({ page: 1, limit: 1000 });
  const record = useRecordVendorPayment();
  const [saved, setSaved] = useState<VendorPayment | null>(null);
  const form = useForm<VendorPaymentValues>({ defaultValues: blank(askedVendor, onlyBranch) });
  const { control, formState } = form;
  const vendorId = useWatch({ control, name: 'vendor' });
  const open = useOpenBills(vendorId);
  const bills = vendorId ? (open.data?.data ?? []) : [];
  const values = useWatch({ control }) as VendorPaymentValues;
  const preview = vendorPaymentPreview(values, bills);
  const rowsFor = useRef<string | null>(null);

  useEffect(() => {
    if (onlyBranch && !form.getValues('branch')) form.setValue('branch', onlyBranch);
  }, [onlyBranch, form]);
  // The vendor's open bills become the rows once, when they arrive.
  useEffect(() => {
    if (!vendorId || !open.data || rowsFor.current === vendorId) return;
    rowsFor.current = vendorId;
    form.setValue('rows', billRows(open.data.data, askedBill));
  }, [vendorId, open.data, askedBill, form]);

  const save = form.handleSubmit(async (current) => {
    const missing = missingFields(current);
    for (const [field, message] of Object.entries(missing)) form.setError(field as never, { message });
    if (Object.keys(missing).length > 0) {
      toast({ type: 'warn', msg: 'Please fill all required fields' });
      return;
    }
    if (preview.problem) {
      toast({ type: 'warn', msg: preview.problem });
      return;
    }
    try {
      const response = await record.mutateAsync(vendorPaymentBody(current, preview));
      setSaved(response.data);
      form.reset(blank('', onlyBranch));
      rowsFor.current = null;
      openSuccessDialog({ name: 'payment', message: response.message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, message] of Object.entries(error.errors)) {
        if (field in current) form.setError(field as never, { message });
      }
      toast({
        type: error.status === 409 ? 'warn' : 'error',
        title: 'Could not record the payment',
        msg: error.message,
      });
    }
  });

  const vendorOptions = (vendors.data?.data ?? []).map((vendor) => ({ value: vendor._id, label: vendor.displayName }));
  return (
    <FormPage
      title="Make payment"
      description="Money paid to a vendor against their bills. Withholding tax is deducted on each bill that carries it."
      back={{ path: vendorsPath, label: 'Vendors' }}
      maxWidth={1100}
      above={saved ? <SavedPayment payment={saved} /> : null}
      onSubmit={save}
      canSave={!record.isPending}
      unsaved={formState.isDirty && !record.isPending}
      buttons={
        <Button type="submit" loading={record.isPending}>
          Record payment
        </Button>
      }
    >
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="vendor"
            render={({ field, fieldState }) => (
              <Select
                label="Vendor"
                withAsterisk
                searchable
                placeholder={vendors.isPending ? 'loading...' : 'Choose a vendor'}
                nothingFoundMessage="No Vendor added"
                data={vendorOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="total"
            render={({ field, fieldState }) => (
              <MoneyInput
                label={`Total (${preview.currency})`}
                description="Left empty: what the ticked bills settle. More is an advance to the vendor."
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="paymentDate"
            render={({ field, fieldState }) => (
              <DateField {...field} label="Payment date" withAsterisk error={fieldState.error?.message} />
            )}
          />
          <BankAccountField control={control} name="bank" label="Paid from" withAsterisk />
          <PaymentMethodField control={control} name="paymentMethod" />
          <BranchField control={control} name="branch" />
          <TextInput
            label="Reference"
            withAsterisk
            placeholder="e.g. the transfer's reference"
            error={formState.errors.reference?.message}
            {...form.register('reference')}
          />
        </SimpleGrid>
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Bills">
        <Title order={2} fz="lg" mb="sm">
          Bills
        </Title>
        <OpenBills
          vendorChosen={Boolean(vendorId)}
          loading={open.isPending}
          bills={bills}
          form={form}
          preview={preview}
        />
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Textarea label="Note" autosize minRows={2} {...form.register('note')} />
          <Summary preview={preview} />
        </SimpleGrid>
      </Card>
    </FormPage>
  );
}

/** The payment just recorded: its WHT credit note for the vendor, and the way to the vendor. */
function SavedPayment({ payment }: { payment: VendorPayment }) {
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
  bills: readonly OpenBill[];
  form: ReturnType<typeof useForm<VendorPaymentValues>>;
  preview: VendorPaymentPreview;
}

/** The vendor's open bills: tick those paid and say how much of each; the WHT and cash follow. */
function OpenBills({ vendorChosen, loading, bills, form, preview }: OpenBillsProps) {
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
function Summary({ preview }: { preview: VendorPaymentPreview }) {
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
