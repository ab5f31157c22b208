import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconDownload,
  IconFileInvoice,
  IconMail,
  IconPackageImport,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  downloadPurchaseOrderPdf,
  type PurchaseOrder,
  useApprovePurchaseOrder,
  useBillPurchaseOrder,
  usePurchaseOrder,
  useVoidPurchaseOrder,
} from '../../../api/purchase-orders.ts';
import { AttachmentsPanel } from '../../../components/attachments/AttachmentsPanel.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { billPath } from '../../../components/bills/bill-paths.ts';
import { openConfirmDialog, openSuccessDialog } from '../../../components/dialogs.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PurchaseStatusBadge } from '../../../components/purchase-orders/PurchaseStatusBadge.tsx';
import { ReceiveDialog, SendPurchaseDialog } from '../../../components/purchase-orders/purchase-dialogs.tsx';
import { editPurchasePath, purchaseList } from '../../../components/purchase-orders/purchase-order-form.ts';
import { RecordLoader } from '../../../components/RecordPage.tsx';
import { toast } from '../../../components/toast.tsx';
import { formatDate, formatDay } from '../../../lib/format.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Purchase order | Owo' }];
}

/** /expense/purchase/{id}: the order as the vendor sees it, what has come in, and what can be done next. */
export default function PurchaseOrderPage() {
  const { id = '' } = useParams();
  const order = usePurchaseOrder(id);
  return (
    <RecordLoader query={order} noun="purchase order" back={purchaseList}>
      {(loaded) => <PurchaseOrderDetails order={loaded} />}
    </RecordLoader>
  );
}

function Actions({ order }: { order: PurchaseOrder }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'send' | 'receive' | null>(null);
  const approve = useApprovePurchaseOrder();
  const bill = useBillPurchaseOrder();
  const remove = useVoidPurchaseOrder();
  const mayEdit = useMay('expenses.edit');
  const mayCreate = useMay('expenses.create');
  const mayApprove = useMay('expenses.approve');
  const mayDelete = useMay('expenses.delete');
  const { status } = order;
  const issued = status === 'open' || status === 'partly-received' || status === 'received';
  const receivable = status === 'open' || status === 'partly-received';

  const convert = () =>
    openConfirmDialog({
      title: 'Convert to bill',
      message: `Make a draft bill from ${order.number}? Goods already received are not received again.`,
      onConfirm: async () => {
        const response = await bill.mutateAsync({ id: order._id, body: {} });
        openSuccessDialog({
          name: 'bill',
          message: response.message,
          onContinue: () => void navigate(billPath(response.data._id)),
        });
      },
    });
  const voidOrder = () =>
    openConfirmDialog({
      title: 'Void purchase order',
      message: 'Are you sure you want to void the selected purchase order?',
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(order._id);
        toast({ type: 'success', msg: response.message });
        await navigate(purchaseList.path);
      },
    });
  const download = () =>
    void downloadPurchaseOrderPdf(order).catch((error: Error) => toast({ type: 'error', msg: error.message }));

  return (
    <Group gap="xs" wrap="wrap">
      {status === 'awaiting-approval' && mayApprove ? (
        <Button
          leftSection={<IconCheck size={16} />}
          loading={approve.isPending}
          onClick={() =>
            void approve
              .mutateAsync({ id: order._id, action: 'approve' })
              .then((response) => toast({ type: 'success', msg: response.message }))
          }
        >
          Approve
        </Button>
      ) : null}
      {issued && (mayCreate || mayEdit) ? (
        <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setDialog('send')}>
          Send
        </Button>
      ) : null}
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
        Download PDF
      </Button>
      {receivable && mayCreate ? (
        <Button variant="default" leftSection={<IconPackageImport size={16} />} onClick={() => setDialog('receive')}>
          Receive
        </Button>
      ) : null}
      {issued && mayCreate ? (
        <Button variant="default" leftSection={<IconFileInvoice size={16} />} onClick={convert}>
          Convert to bill
        </Button>
      ) : null}
      {mayEdit && (status === 'draft' || status === 'awaiting-approval' || status === 'open') ? (
        <Button
          component={Link}
          to={editPurchasePath(order._id)}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          Edit
        </Button>
      ) : null}
      {mayDelete && (status === 'draft' || status === 'awaiting-approval' || status === 'open') ? (
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={voidOrder}>
          Void
        </Button>
      ) : null}
      <SendPurchaseDialog order={order} opened={dialog === 'send'} onClose={() => setDialog(null)} />
      {dialog === 'receive' ? <ReceiveDialog order={order} opened onClose={() => setDialog(null)} /> : null}
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{children}</Text>
    </Stack>
  );
}

function PurchaseOrderDetails({ order }: { order: PurchaseOrder }) {
  const currency = order.currency.name;
  // Whoever may raise purchase orders may attach the vendor's quote or delivery note, as the server allows.
  const mayAttach = useMay('expenses.create');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={
          <Group gap="sm">
            {order.number}
            <PurchaseStatusBadge status={order.status} />
          </Group>
        }
        back={<BackLink to={purchaseList.path} label={purchaseList.label} />}
        actions={<Actions order={order} />}
      />
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Vendor">{order.vendor.name}</Fact>
          <Fact label="Deliver to">{order.branch.name}</Fact>
          <Fact label="Order date">{formatDay(order.date)}</Fact>
          <Fact label="Expected delivery">{order.deliveryDate ? formatDay(order.deliveryDate) : '—'}</Fact>
          <Fact label="Reference">{order.reference || '—'}</Fact>
          <Fact label="Bill">
            {order.bill ? (
              <Anchor component={Link} to={billPath(order.bill._id)} fz="sm">
                {order.bill.number}
              </Anchor>
            ) : (
              '—'
            )}
          </Fact>
        </SimpleGrid>
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="h4" mb="sm">
          Items
        </Title>
        <Table.ScrollContainer minWidth={560} type="native">
          <Table aria-label="Items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Ordered</Table.Th>
                <Table.Th ta="right">Received</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.line}>
                  <Table.Td>
                    <Text fz="sm">{item.description}</Text>
                    {item.product?.name === item.description ? null : (
                      <Text fz="xs" c="dimmed">
                        {item.product ? item.product.name : `${item.chartofAccount.code} ${item.chartofAccount.name}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{`${item.quantity} ${item.measurement}`.trim()}</Table.Td>
                  <Table.Td ta="right">{`${item.received} ${item.measurement}`.trim()}</Table.Td>
                  <Table.Td ta="right">
                    <MoneyText amount={item.price} currency={currency} fz="sm" />
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText amount={item.total} currency={currency} fz="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={4} ml="auto" mt="sm" maw={280}>
          <Group justify="space-between">
            <Text fz="sm">Subtotal</Text>
            <MoneyText amount={order.subtotal} currency={currency} fz="sm" />
          </Group>
          {order.discountTotal > 0 ? (
            <Group justify="space-between">
              <Text fz="sm">Discount</Text>
              <MoneyText amount={-order.discountTotal} currency={currency} fz="sm" />
            </Group>
          ) : null}
          {order.taxes.map((tax) => (
            <Group key={tax.id} justify="space-between">
              <Text fz="sm">{tax.name}</Text>
              <MoneyText amount={tax.amount} currency={currency} fz="sm" />
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <MoneyText amount={order.total} currency={currency} fw={700} />
          </Group>
        </Stack>
      </Card>
      {order.note ? (
        <Card p={{ base: 'md', sm: 'lg' }}>
          <Fact label="Note">{order.note}</Fact>
        </Card>
      ) : null}
      <AttachmentsPanel ownerKind="purchase-order" ownerId={order._id} readOnly={!mayAttach} />
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="h4" mb="sm">
          History
        </Title>
        <Stack gap="xs">
          {order.history.map((event) => (
            <Text key={`${event.at}-${event.event}`} fz="sm">
              {formatDate(event.at)}: {event.event}
              {event.detail ? ` — ${event.detail}` : ''}
              {event.user ? ` (${event.user})` : ''}
            </Text>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
