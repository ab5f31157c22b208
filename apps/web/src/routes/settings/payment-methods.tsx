import { Stack, Text } from '@mantine/core';
import { type PaymentMethod, useDeletePaymentMethod, usePaymentMethods } from '../../api/payment-methods.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { openPaymentMethodDialog } from '../../components/settings-lists/dialogs.tsx';
import { SettingsListPage, useEditDeleteColumn } from '../../components/settings-lists/SettingsListPage.tsx';
import { toast } from '../../components/toast.tsx';

export function meta() {
  return [{ title: 'Payment methods | Owo' }];
}

/** How money moves in receipts, expenses and payments: Cash, Bank Transfer, POS... */
export default function PaymentMethodsPage() {
  const methods = usePaymentMethods();
  const remove = useDeletePaymentMethod();

  const actions = useEditDeleteColumn<PaymentMethod>({
    name: (method) => method.name,
    onEdit: openPaymentMethodDialog,
    onDelete: (method) =>
      openConfirmDialog({
        title: 'Delete payment method',
        message: `Are you sure you want to delete ${method.name}?`,
        danger: true,
        onConfirm: () =>
          remove.mutateAsync(method._id).then(() => toast({ type: 'success', msg: 'Payment method deleted' })),
      }),
    // A company keeps at least one payment method.
    deletable: (methods.data?.data.length ?? 0) > 1,
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
    actions,
  ];

  return (
    <SettingsListPage
      title="Payment methods"
      description="How money moves in your receipts, expenses and payments. A company keeps at least one."
      maxWidth={800}
      list={methods}
      columns={columns}
      minWidth={0}
      add={{ label: 'Add payment method', permission: 'settings.create', onClick: () => openPaymentMethodDialog() }}
      empty={{ title: 'No Payment Method added', message: 'Add the ways your customers pay and you pay.' }}
    />
  );
}
