import { Button, Card, Stack, Tabs, Text } from '@mantine/core';
import { IconFileInvoice, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { type Customer, useCustomer } from '../../../api/customers.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { CustomerDetails } from '../../../components/customers/CustomerDetails.tsx';
import { customersList, customersPath, editCustomerPath } from '../../../components/customers/CustomerForm.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RecordLoader } from '../../../components/RecordPage.tsx';
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
  return (
    <RecordLoader query={customer} noun="customer" back={customersList}>
      {(loaded) => <CustomerView customer={loaded} />}
    </RecordLoader>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const mayEdit = useMay('sales.edit');
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={customer.displayName}
        back={<BackLink to={customersPath} label="Customers" />}
        actions={
          mayEdit ? (
            <Button component={Link} to={editCustomerPath(customer._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Button>
          ) : null
        }
      />
      <Card p="md">
        <CustomerDetails customer={customer} />
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
