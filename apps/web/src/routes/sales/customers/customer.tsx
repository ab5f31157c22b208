import { Alert, Button, Card, Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconFileInvoice, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useCustomer } from '../../../api/customers.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { CustomerDetails } from '../../../components/customers/CustomerDetails.tsx';
import { customersPath, editCustomerPath } from '../../../components/customers/CustomerForm.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Customer | Owo' }];
}

const documentKinds = [
  { value: 'invoices', label: 'Invoices', empty: 'No invoices yet' },
  { value: 'estimates', label: 'Estimates', empty: 'No estimates yet' },
  { value: 'receipts', label: 'Receipts', empty: 'No sales receipts yet' },
] as const;

/** Until invoices, estimates and receipts land, each tab says where they will come from. */
function NoDocuments({ title }: { title: string }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <IconFileInvoice size={32} stroke={1.5} aria-hidden />
      <Text fw={600}>{title}</Text>
      <Text fz="sm" c="dimmed" ta="center" maw={420}>
        Documents you make for this customer will be listed here, with their balance. Invoicing is coming next.
      </Text>
    </Stack>
  );
}

export default function CustomerPage() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const mayEdit = useMay('sales.edit');
  if (!customer.data) {
    return (
      <Stack gap="lg" maw={960}>
        <BackLink to={customersPath} label="Customers" />
        {customer.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading the customer" />
          </Center>
        ) : (
          <Alert color="red" title="The customer could not be loaded">
            It may have been deleted, or the link is wrong.
          </Alert>
        )}
      </Stack>
    );
  }
  const data = customer.data.data;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={data.displayName}
        back={<BackLink to={customersPath} label="Customers" />}
        actions={
          mayEdit ? (
            <Button component={Link} to={editCustomerPath(data._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Button>
          ) : null
        }
      />
      <Card p="md">
        <CustomerDetails customer={data} />
      </Card>
      <Card p="md">
        <Tabs defaultValue="invoices">
          <Tabs.List>
            {documentKinds.map((kind) => (
              <Tabs.Tab key={kind.value} value={kind.value}>
                {kind.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {documentKinds.map((kind) => (
            <Tabs.Panel key={kind.value} value={kind.value}>
              <NoDocuments title={kind.empty} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </Stack>
  );
}
