import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import { type StockAdjustment, type StockAdjustmentInput, stockAdjustmentSchema, todayInLagos } from '@owo/core';
import { useForm } from 'react-hook-form';
import { useStockAdjustment } from '../../../api/stock.ts';
import { StockFormPage } from '../../../components/stock/StockFormPage.tsx';
import { ItemsCard, type LineField } from '../../../components/stock/StockLinesEditor.tsx';
import {
  BranchField,
  DateInputField,
  FieldsCard,
  FormCard,
  usePickedProducts,
} from '../../../components/stock/stock-form.tsx';

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
  const adjust = useStockAdjustment();
  const { picked, pick } = usePickedProducts();
  const form = useForm<StockAdjustmentInput, unknown, StockAdjustment>({
    resolver: zodResolver(stockAdjustmentSchema),
    defaultValues: blank(),
  });

  return (
    <StockFormPage
      title="Stock adjustment"
      description="Set what was counted, or what the stock is worth now. The difference posts to Inventory Adjustments."
      maxWidth={1100}
      form={form}
      blank={blank}
      write={adjust}
      successName="stock"
      failure="Could not adjust the stock"
      submitLabel="Save adjustment"
    >
      <FieldsCard>
        <BranchField control={form.control} name="branch" label="Branch" />
        <DateInputField control={form.control} name="date" label="Date" />
      </FieldsCard>
      <FormCard>
        <Textarea
          label="Reason"
          withAsterisk
          placeholder="e.g. Month-end count; water damage"
          autosize
          minRows={2}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </FormCard>
      <ItemsCard form={form} fields={lineFields} picked={picked} onPick={pick} emptyLine={emptyLine} />
    </StockFormPage>
  );
}
