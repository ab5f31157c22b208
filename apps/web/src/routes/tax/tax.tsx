import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { taxKindLabels, useDeleteTax, useTax, useUpdateTax } from '../../api/taxes.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { MoneyText } from '../../components/MoneyText.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TaxDialog } from '../../components/taxes/TaxDialog.tsx';
import { toast } from '../../components/toast.tsx';
import { formatDate } from '../../lib/format.ts';
import { useMay } from '../../session/permissions.ts';

export function meta() {
  return [{ title: 'Tax | Owo' }];
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{children}</Text>
    </Stack>
  );
}

/** One tax: its details, its rates through time and what its accounts hold in the ledger today. */
export default function TaxPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tax = useTax(id);
  const update = useUpdateTax();
  const remove = useDeleteTax();
  const mayEdit = useMay('tax.edit');
  const mayDelete = useMay('tax.delete');
  const [editing, setEditing] = useState(false);
  const data = tax.data?.data;
  const missing = tax.error instanceof ApiError && tax.error.status === 404;

  // A tax that is not there (deleted, mistyped, another company's): back to the list to pick one.
  useEffect(() => {
    if (!missing) return;
    toast({ type: 'info', msg: 'Please select a tax' });
    navigate('/tax?tab=rates', { replace: true });
  }, [missing, navigate]);

  if (!data) {
    return (
      <Stack gap="lg" maw={1000}>
        <BackLink to="/tax?tab=rates" label="Taxes" />
        {tax.isError && !missing ? (
          <Card p="xl">
            <Text>The tax could not be loaded.</Text>
            <Button mt="md" variant="default" w="fit-content" onClick={() => void tax.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <Skeleton height={360} radius="md" aria-label="Loading the tax" />
        )}
      </Stack>
    );
  }

  const toggleActive = () =>
    update.mutate(
      { id: data._id, isActive: !data.isActive },
      { onSuccess: () => toast({ type: 'success', msg: data.isActive ? 'Tax deactivated' : 'Tax activated' }) },
    );
  const askDelete = () =>
    openConfirmDialog({
      title: 'Delete tax',
      message: `Are you sure you want to delete ${data.name}?`,
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(data._id).then(() => {
          toast({ type: 'success', msg: 'Tax deleted' });
          navigate('/tax?tab=rates');
        }),
    });
  const today = todayInLagos();
  // The rates come newest first: the first one that has started is the one in force.
  const inForceId = data.rates.find((rate) => rate.effectiveFrom <= today)?._id;

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        back={<BackLink to="/tax?tab=rates" label="Taxes" />}
        title={
          <Group gap="sm" component="span">
            {data.name}
            <Badge variant="light" color={data.isActive ? 'teal' : 'gray'} radius="sm">
              {data.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
        }
        description={data.description}
        actions={
          <Group gap="sm">
            {mayEdit ? (
              <>
                <Button leftSection={<IconEdit size={18} />} onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <Button variant="default" onClick={toggleActive} loading={update.isPending}>
                  {data.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </>
            ) : null}
            {mayDelete && !data.deleteRefusal ? (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={askDelete}>
                Delete
              </Button>
            ) : null}
          </Group>
        }
      />
      <Card p="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Detail label="Rate today">{data.rate}</Detail>
          <Detail label="Value">{data.value}</Detail>
          <Detail label="Type">{taxKindLabels[data.kind]}</Detail>
          <Detail label="Country">{data.country.name}</Detail>
          <Detail label="Agency">{data.agency || '—'}</Detail>
        </SimpleGrid>
        {data.deleteRefusal && mayDelete ? (
          <Text fz="sm" c="dimmed" mt="md">
            {data.deleteRefusal}
          </Text>
        ) : null}
      </Card>

      <Stack gap="xs">
        <Title order={2} fz="lg">
          Accounts
        </Title>
        {data.balances.length === 0 ? (
          <Text c="dimmed">No account is set for this tax.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.balances.map((account) => (
              <Card key={`${account.side}-${account._id}`} p="lg">
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {account.side === 'sales' ? 'Tax account (sales)' : 'Purchases tax account'}
                </Text>
                <Anchor component={Link} to={`/accounting/coa/${account._id}`} fw={600}>
                  {account.account_code} {account.account_name}
                </Anchor>
                <Text fz="xl" fw={700} mt="xs">
                  <MoneyText amount={account.balance} />
                </Text>
                <Text fz="xs" c="dimmed">
                  Balance on {formatDate(today)} · {account.account_type}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2} fz="lg">
          Rate history
        </Title>
        <Card p={0}>
          <Table aria-label="Rate history" verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Effective from</Table.Th>
                <Table.Th ta="right">Rate</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rates.map((rate) => (
                <Table.Tr key={rate._id}>
                  <Table.Td>
                    <Group gap="xs">
                      {formatDate(rate.effectiveFrom)}
                      {rate._id === inForceId ? (
                        <Badge size="sm" variant="light" radius="sm">
                          In force
                        </Badge>
                      ) : rate.effectiveFrom > today ? (
                        <Badge size="sm" variant="light" color="yellow" radius="sm">
                          Upcoming
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{rate.rate}</Table.Td>
                  <Table.Td ta="right">{rate.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Text fz="xs" c="dimmed">
          A document uses the rate in force on its date: changing a rate from a day leaves earlier documents at their
          old rate.
        </Text>
      </Stack>
      <TaxDialog opened={editing} tax={data} onClose={() => setEditing(false)} />
    </Stack>
  );
}
