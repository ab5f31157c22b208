import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { type InventoryInflow, type InventoryInflowInput, inventoryInflowSchema, todayInLagos } from '@owo/core';
import { useRef } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useInventoryInflow } from '../../../api/stock.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { type LineField, StockLinesEditor, type StockLinesForm } from '../../../components/stock/StockLinesEditor.tsx';
import {
  BranchField,
  DateInputField,
  FieldsCard,
  PaidFromField,
  productsPath,
  usePickedProducts,
} from '../../../components/stock/stock-form.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut.ts';

export function meta() {
  return [{ title: 'Inventory inflow | Owo' }];
}

const emptyLine = () => ({ product: '', quantity: '', cost: '' });
const blank = (): InventoryInflowInput => ({
  branch: '',
  date: todayInLagos(),
  account: '',
  reference: '',
  lines: [emptyLine()],
});
const lineFields: LineField[] = [
  { name: 'quantity', label: 'Quantity', kind: 'quantity' },
  { name: 'cost', label: 'Cost (₦)', kind: 'money', description: 'Cost is the total for the line’s quantity.' },
];

/** Many products received at one branch, against one account: a delivery, or opening stock. */
export default function InventoryInflowPage() {
  const navigate = useNavigate();
  const record = useInventoryInflow();
  const { picked, pick } = usePickedProducts();
  const form = useForm<InventoryInflowInput, unknown, InventoryInflow>({
    resolver: zodResolver(inventoryInflowSchema),
    defaultValues: blank(),
  });
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !record.isPending);

  const save = form.handleSubmit(async (values) => {
    try {
      const response = await record.mutateAsync(values);
      form.reset(blank());
      openSuccessDialog({ name: 'stock', message: response.message, onContinue: () => void navigate(productsPath) });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not record the inflow');
    }
  });

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Inventory inflow"
        description="Goods received at a branch, each line at its own cost."
        back={<BackLink to={productsPath} label="Products and services" />}
      />
      <form ref={formElement} onSubmit={save} noValidate>
        <Stack gap="lg">
          <FieldsCard>
            <BranchField control={form.control} name="branch" label="Branch" />
            <DateInputField control={form.control} name="date" label="Date" />
            <PaidFromField
              control={form.control}
              name="account"
              label="Paid from"
              description="A bank account, Accounts Payable (owed) or Opening Balance Equity"
            />
            <TextInput
              label="Reference"
              placeholder="e.g. Waybill 2231"
              error={form.formState.errors.reference?.message}
              {...form.register('reference')}
            />
          </FieldsCard>
          <Card p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="sm">
              Items
            </Title>
            <StockLinesEditor
              // Every stock form has lines of products; the editor reads only those.
              form={form as unknown as UseFormReturn<StockLinesForm>}
              fields={lineFields}
              picked={picked}
              onPick={pick}
              emptyLine={emptyLine}
            />
          </Card>
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending}>
              Record inflow
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={form.formState.isDirty && !record.isPending} />
    </Stack>
  );
}
