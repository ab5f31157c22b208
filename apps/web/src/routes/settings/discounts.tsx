import { ActionIcon, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { type Discount, useDeleteDiscount, useDiscounts } from '../../api/discounts.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { MoneyText } from '../../components/MoneyText.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { openDiscountDialog } from '../../components/settings-lists/dialogs.tsx';
import { toast } from '../../components/toast.tsx';
import { formatDate } from '../../lib/format.ts';
import { useMay } from '../../session/permissions.ts';

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
  const mayCreate = useMay('settings.create');
  const mayEdit = useMay('settings.edit');
  const mayDelete = useMay('settings.delete');

  const askDelete = (discount: Discount) =>
    openConfirmDialog({
      title: 'Delete discount',
      message: 'Are you sure you want to delete the selected discount',
      danger: true,
      onConfirm: () => remove.mutateAsync(discount._id).then(() => toast({ type: 'success', msg: 'Discount deleted' })),
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
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      nowrap: true,
      cell: (discount) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {mayEdit ? (
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${discount.code}`}
              onClick={() => openDiscountDialog(discount)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          ) : null}
          {mayDelete ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${discount.code}`}
              onClick={() => askDelete(discount)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          ) : null}
        </Group>
      ),
    },
  ];

  const newDiscount = mayCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openDiscountDialog()}>
      New Discount
    </Button>
  ) : null;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Discounts"
        description="Codes your invoices, estimates and receipts can apply. Redemptions are counted from the documents that use them."
        actions={newDiscount}
      />
      <DataTable
        label="Discounts"
        columns={columns}
        rows={discounts.data?.data}
        rowKey={(discount) => discount._id}
        loading={discounts.isPending}
        empty={{
          title: discounts.isError ? 'The discounts could not be loaded' : 'No discounts yet',
          message: discounts.isError ? 'Please try again.' : 'Add a discount code for a sale or a loyal customer.',
          action: newDiscount ?? undefined,
        }}
      />
    </Stack>
  );
}
