import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApprovalLimits, useSaveApprovalLimits } from '../../api/team.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { toast } from '../toast.tsx';

type Limits = { bill: number | null; expense: number | null; purchaseOrder: number | null };

const fields: Array<{ key: keyof Limits; label: string }> = [
  { key: 'bill', label: 'Bills up to' },
  { key: 'expense', label: 'Expenses up to' },
  { key: 'purchaseOrder', label: 'Purchase orders up to' },
];

/**
 * Approval by amount (issue 27): the largest bill, expense and purchase order a member of this role
 * may put through without someone else's approval. Empty: no limit. Saved on its own, beside the
 * role's permissions, because it changes who is asked to approve from the moment it is saved.
 */
export function ApprovalLimits({ roleId }: { roleId: string }) {
  const limits = useApprovalLimits(roleId);
  const save = useSaveApprovalLimits(roleId);
  const [values, setValues] = useState<Limits>({ bill: null, expense: null, purchaseOrder: null });
  const [errors, setErrors] = useState<Partial<Record<keyof Limits, string>>>({});
  const loaded = limits.data?.data;
  useEffect(() => {
    if (loaded) setValues({ bill: loaded.bill, expense: loaded.expense, purchaseOrder: loaded.purchaseOrder });
  }, [loaded]);

  const submit = () => {
    setErrors({});
    save.mutate(values, {
      onSuccess: () => toast({ type: 'success', msg: 'Approval limits saved' }),
      onError: (error) =>
        showServerFieldErrors(
          error,
          values,
          (field, { message }) => setErrors((now) => ({ ...now, [field]: message ?? '' })),
          'Could not save the approval limits',
        ),
    });
  };

  return (
    <Card padding="lg" withBorder>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Approval limits
          </Title>
          <Text c="dimmed" fz="sm">
            A bill, expense or purchase order above its maker's limit waits for someone whose limit covers it. Leave
            empty for no limit.
          </Text>
        </div>
        {limits.isPending ? (
          <Skeleton height={60} aria-label="Loading the approval limits" />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {fields.map(({ key, label }) => (
              <MoneyInput
                key={key}
                label={label}
                leftSection="₦"
                placeholder="No limit"
                value={values[key] ?? ''}
                error={errors[key]}
                onChange={(value) => setValues((now) => ({ ...now, [key]: value === '' ? null : Number(value) }))}
              />
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="light" onClick={submit} loading={save.isPending} disabled={limits.isPending}>
            Save limits
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
