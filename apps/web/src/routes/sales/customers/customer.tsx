import { Button, Card, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { type Customer, useCustomer } from '../../../api/customers.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { CustomerDetails } from '../../../components/customers/CustomerDetails.tsx';
import { customersList, customersPath, editCustomerPath } from '../../../components/customers/CustomerForm.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RecordLoader } from '../../../components/RecordPage.tsx';
import { CustomerDocuments } from '../../../components/sales/CustomerDocuments.tsx';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Customer | Owo' }];
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
        <CustomerDocuments customerId={customer._id} />
      </Card>
    </Stack>
  );
}
