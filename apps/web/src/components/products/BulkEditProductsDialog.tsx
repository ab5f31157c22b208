import { Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { type ProductBulkEditField, productMessages } from '@owo/core';
import { useState } from 'react';
import type { Account } from '../../api/accounts.ts';
import { useProductBatch } from '../../api/products.ts';
import { useTaxes } from '../../api/taxes.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { openSuccessDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';

interface BulkEditProductsDialogProps {
  productIds: string[];
  onDone: (applied: boolean) => void;
}

/** Spec section 9's bulk edit fields; an empty tax list is NIL (no tax). */
const fields: Array<{ value: ProductBulkEditField; label: string }> = [
  { value: 'type', label: 'Type' },
  { value: 'status', label: 'Status' },
  { value: 'revenueAccount', label: 'Revenue Category' },
  { value: 'tax', label: 'Tax' },
];

const nil = 'nil';
const income = (account: Account) => account.isActive && account.account_type === 'Income';

/** One change for up to 100 products: their type, status, revenue account or taxes. */
export function BulkEditProductsDialog({ productIds, onDone }: BulkEditProductsDialogProps) {
  const [field, setField] = useState<ProductBulkEditField | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [taxIds, setTaxIds] = useState<string[]>([]);
  const taxes = useTaxes();
  const batch = useProductBatch();

  const value = () => {
    if (field !== 'tax') return choice;
    if (taxIds.includes(nil)) return [];
    return taxIds.length ? taxIds : null;
  };

  const submit = () => {
    if (!field) {
      toast({ type: 'warn', msg: productMessages.editEmpty });
      return;
    }
    const to = value();
    if (to === null) {
      toast({ type: 'warn', msg: productMessages.changeToEmpty });
      return;
    }
    batch.mutate(
      { action: 'edit', data: { ids: productIds, attribute: field, value: to } },
      {
        onSuccess: (response) => {
          onDone(true);
          openSuccessDialog({ name: 'changes-applied', message: response.message || 'Changes applied' });
        },
      },
    );
  };

  const pick = (next: string | null) => {
    setField(fields.find((item) => item.value === next)?.value ?? null);
    setChoice(null);
    setTaxIds([]);
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {productIds.length} {productIds.length === 1 ? 'product' : 'products'} selected (at most 100 at once).
      </Text>
      <Select
        label="What do you want to edit?"
        placeholder="Choose a field"
        data={fields}
        value={field}
        onChange={pick}
      />
      {field === 'type' || field === 'status' ? (
        <Select
          label="Change to"
          placeholder="Choose"
          data={field === 'type' ? ['Goods', 'Service'] : ['Active', 'Archive']}
          value={choice}
          onChange={setChoice}
        />
      ) : null}
      {field === 'revenueAccount' ? (
        <AccountSelect
          label="Change to"
          placeholder="Choose an income account"
          accountFilter={income}
          value={choice}
          onChange={setChoice}
        />
      ) : null}
      {field === 'tax' ? (
        <MultiSelect
          label="Change to"
          placeholder={taxIds.length ? undefined : 'Choose taxes'}
          data={[
            { value: nil, label: 'NIL (no tax)' },
            ...(taxes.data?.data ?? []).map((tax) => ({ value: tax._id, label: `${tax.name} (${tax.rate})` })),
          ]}
          value={taxIds}
          onChange={(next) =>
            setTaxIds(next.includes(nil) && !taxIds.includes(nil) ? [nil] : next.filter((id) => id !== nil))
          }
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onDone(false)} disabled={batch.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={batch.isPending}>
          Apply changes
        </Button>
      </Group>
    </Stack>
  );
}
