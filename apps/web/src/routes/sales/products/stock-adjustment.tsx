import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { type StockAdjustment, type StockAdjustmentInput, stockAdjustmentSchema, todayInLagos } from '@owo/core';
import { useRef } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useStockAdjustment } from '../../../api/stock.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { type LineField, StockLinesEditor, type StockLinesForm } from '../../../components/stock/StockLinesEditor.tsx';
import {
  BranchField,
  DateInputField,
  FieldsCard,
  productsPath,
  usePickedProducts,
} from '../../../components/stock/stock-form.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveShortcut } from '../../../lib/use-save-shortcut.ts';

export function meta() {
  return [{ title: 'Stock adjustment | Owo' }];
}

const emptyLine = () => ({ product: '', countedQuantity: '', newValue: '' });
const blank = (): StockAdjustmentInput => ({ branch: '', date: todayInLagos(), reason: '', lines: [emptyLine()] });
const lineFields: LineField[] = [
  { name: 'countedQuantity', label: 'Counted quantity', kind: 'quantity' },
  {
    name: 'newValue',
    label: 'New value (₦)',
    kind: 'money',
    description:
      'Give each line a counted quantity (what is on the shelf, at the average cost) or a new value (a write-down), not both.',
  },
];

/** Counts and write-downs at one branch, with the reason: the difference posts to Inventory Adjustments. */
export default function StockAdjustmentPage() {
  const navigate = useNavigate();
  const adjust = useStockAdjustment();
  const { picked, pick } = usePickedProducts();
  const form = useForm<StockAdjustmentInput, unknown, StockAdjustment>({
    resolver: zodResolver(stockAdjustmentSchema),
    defaultValues: blank(),
  });
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !adjust.isPending);

  const save = form.handleSubmit(async (values) => {
    try {
      const response = await adjust.mutateAsync(values);
      form.reset(blank());
      openSuccessDialog({ name: 'stock', message: response.message, onContinue: () => void navigate(productsPath) });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not adjust the stock');
    }
  });

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Stock adjustment"
        description="Set what was counted, or what the stock is worth now. The difference posts to Inventory Adjustments."
        back={<BackLink to={productsPath} label="Products and services" />}
      />
      <form ref={formElement} onSubmit={save} noValidate>
        <Stack gap="lg">
          <FieldsCard>
            <BranchField control={form.control} name="branch" label="Branch" />
            <DateInputField control={form.control} name="date" label="Date" />
          </FieldsCard>
          <Card p={{ base: 'md', sm: 'lg' }}>
            <Textarea
              label="Reason"
              withAsterisk
              placeholder="e.g. Month-end count; water damage"
              autosize
              minRows={2}
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
          </Card>
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
            <Button type="submit" loading={adjust.isPending}>
              Save adjustment
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={form.formState.isDirty && !adjust.isPending} />
    </Stack>
  );
}
