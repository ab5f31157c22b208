import {
  Alert,
  Button,
  Card,
  Center,
  Divider,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type CreditNoteInput, formatMoney as formatKobo, salesMessages, todayInLagos, toKobo } from '@owo/core';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { type CreditNoteRow, useCreateCreditNote, useInvoiceCreditNotes } from '../../../api/credit-notes.ts';
import { type InvoiceDetail, useInvoice } from '../../../api/invoices.ts';
import { DateField } from '../../../components/DateField.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { FormPage, type ListLink } from '../../../components/FormPage.tsx';
import { RecordLoader } from '../../../components/RecordPage.tsx';
import { CreditLine, SplitRow } from '../../../components/sales/CreditNoteLines.tsx';
import {
  type CreditContext,
  type CreditNoteBody,
  type CreditNoteFormValues,
  creditedByLine,
  creditedTotal,
  creditFormPath,
  creditNoteFigures,
  creditNoteProblems,
  creditNoteResolver,
  creditNoteValues,
  creditNoteWords,
  creditSplit,
} from '../../../components/sales/credit-note-form.ts';
import { DocumentTotals } from '../../../components/sales/DocumentTotals.tsx';
import { showMappedErrors } from '../../../components/sales/sales-errors.ts';
import { BankAccountField } from '../../../components/sales/sales-fields.tsx';
import { invoicePath, salesList } from '../../../components/sales/sales-paths.ts';
import { useTotalsContext } from '../../../components/sales/use-document-form.ts';
import { toast } from '../../../components/toast.tsx';
import type { Route } from './+types/credit-note';
export function meta() {
  return [{ title: 'Credit note | Owo' }];
}

/** Opened without an invoice: back to the invoices, saying why (as the edit pages do). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!new URL(request.url).searchParams.get('invoice')) {
    toast({ type: 'info', msg: salesMessages.selectInvoice, duration: 6000 });
    throw redirect(salesList('invoices').path);
  }
  return null;
}

const creditable = new Set(['unpaid', 'partly-paid', 'overdue', 'paid']);

/**
 * /sales/invoice/credit-note?invoice=<id>: a credit note against an approved invoice. Its lines
 * start as the invoice's, less what earlier credit notes credited; goods returned come back into
 * stock, an allowance moves none; what the invoice owes goes down first and the rest becomes the
 * customer's credit or a refund.
 */
export default function NewCreditNote() {
  const [searchParams] = useSearchParams();
  const invoice = useInvoice(searchParams.get('invoice') ?? '');
  return (
    <RecordLoader query={invoice} noun="invoice" back={salesList('invoices')}>
      {(loaded) => <EarlierCreditNotes invoice={loaded} />}
    </RecordLoader>
  );
}

/** The credit notes the invoice already has, read before the form starts from what is left. */
function EarlierCreditNotes({ invoice }: { invoice: InvoiceDetail }) {
  const listed = useInvoiceCreditNotes(invoice._id);
  const back: ListLink = { path: invoicePath(invoice._id), label: `Invoice ${invoice.invoiceNumber}` };
  if (listed.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the invoice's credit notes" />
      </Center>
    );
  }
  if (!creditable.has(invoice.status)) {
    return (
      <Stack gap="lg" maw={960}>
        <Alert color="yellow" title="This invoice cannot be credited">
          A credit note can only be made against an approved invoice that is not void.
        </Alert>
        <Button component={Link} to={back.path} variant="default" w="fit-content">
          Back to {back.label}
        </Button>
      </Stack>
    );
  }
  return <CreditNoteForm invoice={invoice} earlier={listed.notes} back={back} />;
}

function CreditNoteForm({
  invoice,
  earlier,
  back,
}: {
  invoice: InvoiceDetail;
  earlier: CreditNoteRow[];
  back: ListLink;
}) {
  const navigate = useNavigate();
  const create = useCreateCreditNote();
  const totals = useTotalsContext(invoice);
  const initial = useMemo(
    () => creditNoteValues(invoice, creditedByLine(invoice, earlier), todayInLagos()),
    [invoice, earlier],
  );
  const amountDue = toKobo(invoice.amountDue);
  const leftToCredit = toKobo(invoice.total) - creditedTotal(earlier);
  const context: CreditContext = {
    invoiceId: invoice._id,
    currency: invoice.currency,
    amountDue,
    leftToCredit,
    totals: totals.context,
  };
  const contextRef = useRef(context);
  contextRef.current = context;
  const [resolver] = useState(() => creditNoteResolver(() => contextRef.current));
  const form = useForm<CreditNoteFormValues, unknown, CreditNoteBody>({ resolver, defaultValues: initial });
  const { control, formState } = form;
  const values = useWatch({ control }) as CreditNoteFormValues;
  const figures = creditNoteFigures(values, invoice.currency, totals.context);
  const split = creditSplit(figures.totals?.total ?? 0, amountDue);
  const currency = invoice.currency.name;
  const taxNames = Object.fromEntries(invoice.items.flatMap((line) => line.tax.map((tax) => [tax.id, tax.name])));
  const sent = useRef<CreditNoteBody | null>(null);

  const save = form.handleSubmit(
    async (body) => {
      sent.current = body;
      try {
        const response = await create.mutateAsync(body.body as CreditNoteInput);
        // Saved: nothing is left to lose, so Continue is not held back by the leave prompt.
        form.reset(form.getValues());
        openSuccessDialog({
          name: 'credit-note',
          message: `${response.message}: ${response.data.number}`,
          onContinue: () => void navigate(invoicePath(invoice._id)),
        });
      } catch (error) {
        showMappedErrors(
          error,
          form,
          (path) => creditFormPath(path, sent.current?.lines ?? []),
          'Could not save the credit note',
        );
      }
    },
    () => toast({ type: 'warn', msg: 'Please check the fields marked in red' }),
  );

  // What is wrong with the lines as a whole follows the lines as they change, once a save was tried.
  const liveProblem = formState.isSubmitted ? creditNoteProblems(values, context).lines : undefined;
  const linesProblem = formState.isSubmitted ? (liveProblem ?? formState.errors.lines?.message) : undefined;

  return (
    <FormPage
      title={`Credit note for ${invoice.invoiceNumber}`}
      description={`${invoice.customer.name} · invoice total ${formatKobo(toKobo(invoice.total), currency)}, owing ${formatKobo(amountDue, currency)}`}
      back={back}
      maxWidth={960}
      onSubmit={save}
      canSave={!create.isPending && leftToCredit > 0}
      unsaved={formState.isDirty && !create.isPending}
      above={
        leftToCredit <= 0 ? (
          <Alert color="yellow" title={creditNoteWords.nothingLeft}>
            Delete an earlier credit note on this invoice to credit it again.
          </Alert>
        ) : null
      }
      buttons={
        <Button type="submit" loading={create.isPending} disabled={leftToCredit <= 0}>
          Save credit note
        </Button>
      }
    >
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <DateField
                {...field}
                label="Date"
                withAsterisk
                minDate={invoice.date}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <Radio.Group label="What is credited" value={field.value} onChange={field.onChange}>
                <Stack gap={6} mt={6}>
                  <Radio value="return" label="Goods returned: they go back into stock" />
                  <Radio value="allowance" label="An allowance: money off, nothing comes back" />
                </Stack>
              </Radio.Group>
            )}
          />
        </SimpleGrid>
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Items credited">
        <Title order={2} fz="lg" mb={4}>
          Items credited
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          Untick what is not credited; lower a quantity to credit part of a line. Prices are what the customer paid for
          one, after any discount.
        </Text>
        <Stack gap="sm" role="list" aria-label="Items">
          {initial.lines.map((line, index) => (
            // The invoice's lines, fixed in number and order: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <CreditLine key={`${line.product}-${index}`} form={form} index={index} currency={currency} />
          ))}
        </Stack>
        {linesProblem ? (
          <Text c="red" fz="sm" mt="xs" role="alert">
            {linesProblem}
          </Text>
        ) : null}
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            {split.excess > 0 ? (
              <>
                <Controller
                  control={control}
                  name="excess"
                  render={({ field }) => (
                    <Radio.Group
                      label={`The ${formatKobo(split.excess, currency)} beyond what ${invoice.invoiceNumber} owes`}
                      value={field.value}
                      onChange={field.onChange}
                    >
                      <Stack gap={6} mt={6}>
                        <Radio value="credit" label="Keep it as the customer's credit, for their next invoices" />
                        <Radio value="refund" label="Refund it from a bank account" />
                      </Stack>
                    </Radio.Group>
                  )}
                />
                {values.excess === 'refund' ? (
                  <BankAccountField control={control} name="bank" label="Refund from" withAsterisk />
                ) : null}
              </>
            ) : null}
            <Textarea
              label="Note"
              autosize
              minRows={2}
              error={formState.errors.note?.message}
              {...form.register('note')}
            />
          </Stack>
          <Stack gap="sm">
            <DocumentTotals figures={figures} currency={currency} taxes={totals.taxes} taxNames={taxNames} />
            {figures.totals ? (
              <Stack gap={6} role="group" aria-label="Credit summary">
                <Divider />
                <SplitRow label={`Off what ${invoice.invoiceNumber} owes`} kobo={split.applied} currency={currency} />
                {split.excess > 0 ? (
                  <SplitRow
                    label={values.excess === 'refund' ? 'Refunded' : "To the customer's credit"}
                    kobo={split.excess}
                    currency={currency}
                  />
                ) : null}
                <SplitRow
                  label={`${invoice.invoiceNumber} will owe`}
                  kobo={amountDue - split.applied}
                  currency={currency}
                  strong
                />
              </Stack>
            ) : null}
          </Stack>
        </SimpleGrid>
      </Card>
    </FormPage>
  );
}
