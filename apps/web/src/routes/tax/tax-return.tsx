import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCash, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { taxReturnFiles, useDeleteReturn, useTaxReturn } from '../../api/tax-returns.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { DownloadMenu } from '../../components/DownloadMenu.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { MoneyText } from '../../components/MoneyText.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordLoader } from '../../components/RecordPage.tsx';
import { PaymentReceipts } from '../../components/tax-returns/PaymentReceipts.tsx';
import { ReturnFigures } from '../../components/tax-returns/ReturnFigures.tsx';
import { ReturnStatusBadge } from '../../components/tax-returns/ReturnStatusBadge.tsx';
import {
  editTaxPaymentPath,
  monthName,
  recordTaxPaymentPath,
  returnTypeLabels,
  taxHomePath,
} from '../../components/tax-returns/tax-return-paths.ts';
import { toast } from '../../components/toast.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useMay } from '../../session/permissions.ts';

export function meta() {
  return [{ title: 'Tax return | Owo' }];
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** /tax/returns/:id: a filed return as filed, what it asks and its payments. */
export default function TaxReturnPage() {
  const id = useParams().id ?? '';
  const query = useTaxReturn(id);
  const mayPay = useMay('tax.pay');
  const mayFile = useMay('tax.file');
  const remove = useDeleteReturn();
  const navigate = useNavigate();
  return (
    <RecordLoader query={query} noun="tax return" back={{ path: taxHomePath, label: 'Tax' }}>
      {(taxReturn) => {
        const owed = taxReturn.amountDue - taxReturn.amountPaid;
        const actions = (
          <Group gap="xs">
            <DownloadMenu
              formats={['csv', 'xlsx', 'pdf']}
              pathOf={(format) => taxReturnFiles.schedule(taxReturn._id, format)}
              fallbackName={(format) => `${returnTypeLabels[taxReturn.type]} return ${taxReturn.period}.${format}`}
            />
            {mayPay && owed > 0 ? (
              <Button component={Link} to={recordTaxPaymentPath(taxReturn._id)} leftSection={<IconCash size={18} />}>
                Record payment
              </Button>
            ) : null}
            {mayFile && taxReturn.payments.length === 0 ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={18} />}
                onClick={() =>
                  openConfirmDialog({
                    title: 'Delete filing',
                    message: 'Delete this filing? Its figures are prepared again from the books.',
                    danger: true,
                    onConfirm: async () => {
                      await remove.mutateAsync(taxReturn._id);
                      toast({ type: 'success', msg: 'Tax return deleted' });
                      navigate(taxHomePath);
                    },
                  })
                }
              >
                Delete
              </Button>
            ) : null}
          </Group>
        );
        return (
          <Stack gap="lg" maw={960}>
            <PageHeader
              back={<BackLink to={taxHomePath} label="Tax" />}
              title={`${returnTypeLabels[taxReturn.type]} return · ${monthName(taxReturn.period)}`}
              actions={actions}
            />
            <Card withBorder radius="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                <Fact label="Status">
                  <ReturnStatusBadge status={taxReturn.status} />
                </Fact>
                <Fact label="Filed">
                  <Text fz="sm">{formatDay(taxReturn.filedOn)}</Text>
                  <Text fz="xs" c="dimmed">
                    {taxReturn.reference}
                  </Text>
                </Fact>
                <Fact label="Amount due">
                  <MoneyText amount={taxReturn.amountDue} fw={700} />
                  <Text fz="xs" c="dimmed">
                    by {formatDay(taxReturn.dueDate)}
                  </Text>
                </Fact>
                <Fact label="Paid">
                  <MoneyText amount={taxReturn.amountPaid} fw={600} />
                </Fact>
              </SimpleGrid>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Text fw={600} mb="xs">
                Payments
              </Text>
              {taxReturn.payments.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  No payment recorded yet.
                </Text>
              ) : (
                <Table aria-label="Payments" fz="sm">
                  <Table.Tbody>
                    {taxReturn.payments.map((payment) => (
                      <Table.Tr key={payment._id}>
                        <Table.Td>
                          {mayPay ? (
                            <Anchor component={Link} to={editTaxPaymentPath(payment._id)} fz="sm">
                              {formatDay(payment.date)}
                            </Anchor>
                          ) : (
                            formatDay(payment.date)
                          )}
                          <Text fz="xs" c="dimmed">
                            {payment.reference} · {payment.bank.name}
                          </Text>
                          <PaymentReceipts paymentId={payment._id} />
                        </Table.Td>
                        <Table.Td ta="right">
                          <MoneyText amount={payment.amount} fz="sm" />
                          {payment.penalty + payment.interest > 0 ? (
                            <Text fz="xs" c="dimmed">
                              + penalty and interest {formatMoney(payment.penalty + payment.interest)}
                            </Text>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Card>
            <Text fw={600}>As filed</Text>
            <ReturnFigures prepared={taxReturn.prepared} />
          </Stack>
        );
      }}
    </RecordLoader>
  );
}
