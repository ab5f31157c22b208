import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { type InventoryInflow, type InventoryInflowInput, inventoryInflowSchema, todayInLagos } from '@owo/core';
import { useForm } from 'react-hook-form';
import { useInventoryInflow } from '../../../api/stock.ts';
import { StockFormPage } from '../../../components/stock/StockFormPage.tsx';
import { ItemsCard, type LineField } from '../../../components/stock/StockLinesEditor.tsx';
import {
  BranchField,
  DateInputField,
  FieldsCard,
  PaidFromField,
  usePickedProducts,
} from '../../../components/stock/stock-form.tsx';

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
  const record = useInventoryInflow();
  const { picked, pick } = usePickedProducts();
  const form = useForm<InventoryInflowInput, unknown, InventoryInflow>({
    resolver: zodResolver(inventoryInflowSchema),
    defaultValues: blank(),
  });

  return (
    <StockFormPage
      title="Inventory inflow"
      description="Goods received at a branch, each line at its own cost."
      maxWidth={1100}
      form={form}
      blank={blank}
      write={record}
      successName="stock"
      failure="Could not record the inflow"
      submitLabel="Record inflow"
    >
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
      <ItemsCard form={form} fields={lineFields} picked={picked} onPick={pick} emptyLine={emptyLine} />
    </StockFormPage>
  );
}
