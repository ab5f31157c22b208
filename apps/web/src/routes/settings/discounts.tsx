import { Badge, Stack, Text } from '@mantine/core';
import { type Discount, useDeleteDiscount, useDiscounts } from '../../api/discounts.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { MoneyText } from '../../components/MoneyText.tsx';
import { openDiscountDialog } from '../../components/settings-lists/dialogs.tsx';
import { SettingsListPage, useEditDeleteColumn } from '../../components/settings-lists/SettingsListPage.tsx';
import { toast } from '../../components/toast.tsx';
import { formatDate } from '../../lib/format.ts';

export function meta() {
  return [{ title: 'Discounts | Owo' }];
}

const statusColors: Record<Discount['status'], string> = { active: 'teal', scheduled: 'blue', expired: 'gray' };
const statusLabels: Record<Discount['status'], string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
};

const dateOrDash = (date: string | null) => (date ? formatDate(date) : '—');

/** Discounts documents can apply: a value in naira or a percentage, between optional dates. */
export default function DiscountsPage() {
  const discounts = useDiscounts();
  const remove = useDeleteDiscount();

  const actions = useEditDeleteColumn<Discount>({
    name: (discount) => discount.code,
    onEdit: openDiscountDialog,
    onDelete: (discount) =>
      openConfirmDialog({
        title: 'Delete discount',
        message: 'Are you sure you want to delete the selected discount',
        danger: true,
        onConfirm: () =>
          remove.mutateAsync(discount._id).then(() => toast({ type: 'success', msg: 'Discount deleted' })),
      }),
  });

  const columns: DataTableColumn<Discount>[] = [
    {
      key: 'code',
      header: 'Discount code and name',
      cell: (discount) => (
        <Stack gap={0}>
          <Text fw={600} fz="sm">
            {discount.code}
          </Text>
          <Text fz="xs" c="dimmed">
            {discount.name}
          </Text>
        </Stack>
      ),
      nowrap: true,
    },
    {
      key: 'value',
      header: 'Value',
      align: 'right',
      nowrap: true,
      cell: (discount) => (discount.type === 'value' ? <MoneyText amount={discount.value} /> : `${discount.value}%`),
    },
    {
      key: 'start',
      header: 'Discount Start Date',
      cell: (d) => dateOrDash(d.startDate),
      hiddenOnPhone: true,
      nowrap: true,
    },
    { key: 'end', header: 'Discount End Date', cell: (d) => dateOrDash(d.endDate), hiddenOnPhone: true, nowrap: true },
    {
      key: 'redemptions',
      header: 'Redemptions',
      align: 'right',
      hiddenOnPhone: true,
      cell: (d) => (d.maxRedemptions === null ? `${d.redemptions}` : `${d.redemptions} of ${d.maxRedemptions}`),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (d) => (
        <Badge variant="light" radius="sm" color={statusColors[d.status]}>
          {statusLabels[d.status]}
        </Badge>
      ),
    },
    actions,
  ];

  return (
    <SettingsListPage
      title="Discounts"
      description="Codes your invoices, estimates and receipts can apply. Redemptions are counted from the documents that use them."
      maxWidth={1200}
      list={discounts}
      columns={columns}
      add={{ label: 'New Discount', permission: 'settings.create', onClick: () => openDiscountDialog() }}
      empty={{ title: 'No discounts yet', message: 'Add a discount code for a sale or a loyal customer.' }}
    />
  );
}
