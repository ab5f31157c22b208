import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useBulkEditAccounts } from '../../api/accounts.ts';
import { openSuccessDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';
import { SubCategorySelect } from './SubCategorySelect.tsx';

interface BulkEditAccountsDialogProps {
  accountIds: string[];
  onDone: (applied: boolean) => void;
}

type EditableField = 'sub_category_account' | 'description';

const fields: Array<{ value: EditableField; label: string }> = [
  { value: 'sub_category_account', label: 'Account category' },
  { value: 'description', label: 'Description' },
];

/** One change for up to 100 accounts: their category or their description. */
export function BulkEditAccountsDialog({ accountIds, onDone }: BulkEditAccountsDialogProps) {
  const [field, setField] = useState<EditableField | null>(null);
  const [subCategory, setSubCategory] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const bulkEdit = useBulkEditAccounts();

  const submit = () => {
    if (!field) {
      toast({ type: 'warn', msg: 'Edit cannot be empty. Please select what you want to edit' });
      return;
    }
    const value = field === 'sub_category_account' ? subCategory : description.trim();
    if (!value) {
      toast({ type: 'warn', msg: 'Please select what you want to change to' });
      return;
    }
    bulkEdit.mutate(
      { accounts: accountIds, [field]: value },
      {
        onSuccess: (response) => {
          onDone(true);
          openSuccessDialog({ name: 'changes-applied', message: response.message || 'Changes applied' });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {accountIds.length} {accountIds.length === 1 ? 'account' : 'accounts'} selected (at most 100 at once).
      </Text>
      <Select
        label="What do you want to edit?"
        placeholder="Choose a field"
        data={fields}
        value={field}
        onChange={(value) => setField(fields.find((item) => item.value === value)?.value ?? null)}
      />
      {field === 'sub_category_account' ? (
        <SubCategorySelect
          label="Change to"
          placeholder="Choose a category"
          value={subCategory}
          onChange={setSubCategory}
        />
      ) : null}
      {field === 'description' ? (
        <TextInput
          label="Change to"
          placeholder="New description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onDone(false)} disabled={bulkEdit.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={bulkEdit.isPending}>
          Apply changes
        </Button>
      </Group>
    </Stack>
  );
}
