import { ActionIcon, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { type PaymentMethod, useDeletePaymentMethod, usePaymentMethods } from '../../api/payment-methods.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { openPaymentMethodDialog } from '../../components/settings-lists/dialogs.tsx';
import { toast } from '../../components/toast.tsx';
import { useMay } from '../../session/permissions.ts';

export function meta() {
  return [{ title: 'Payment methods | Owo' }];
}

/** How money moves in receipts, expenses and payments: Cash, Bank Transfer, POS... */
export default function PaymentMethodsPage() {
  const methods = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const mayCreate = useMay('settings.create');
  const mayEdit = useMay('settings.edit');
  const mayDelete = useMay('settings.delete');
  const count = methods.data?.data.length ?? 0;

  const askDelete = (method: PaymentMethod) =>
    openConfirmDialog({
      title: 'Delete payment method',
      message: `Are you sure you want to delete ${method.name}?`,
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(method._id).then(() => toast({ type: 'success', msg: 'Payment method deleted' })),
    });

  const columns: DataTableColumn<PaymentMethod>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (method) => (
        <Stack gap={0}>
          <Text fw={600} fz="sm">
            {method.name}
          </Text>
          {method.description ? (
            <Text fz="xs" c="dimmed">
              {method.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      width: 100,
      cell: (method) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {mayEdit ? (
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${method.name}`}
              onClick={() => openPaymentMethodDialog(method)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          ) : null}
          {mayDelete && count > 1 ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${method.name}`}
              onClick={() => askDelete(method)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          ) : null}
        </Group>
      ),
    },
  ];

  const addMethod = mayCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openPaymentMethodDialog()}>
      Add payment method
    </Button>
  ) : null;

  return (
    <Stack gap="lg" maw={800}>
      <PageHeader
        title="Payment methods"
        description="How money moves in your receipts, expenses and payments. A company keeps at least one."
        actions={addMethod}
      />
      <DataTable
        label="Payment methods"
        columns={columns}
        rows={methods.data?.data}
        rowKey={(method) => method._id}
        loading={methods.isPending}
        minWidth={0}
        empty={{
          title: methods.isError ? 'The payment methods could not be loaded' : 'No Payment Method added',
          message: methods.isError ? 'Please try again.' : 'Add the ways your customers pay and you pay.',
          action: addMethod ?? undefined,
        }}
      />
    </Stack>
  );
}
