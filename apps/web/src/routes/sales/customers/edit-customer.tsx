import { Switch } from '@mantine/core';
import { customerMessages } from '@owo/core';
import { useSearchParams } from 'react-router';
import { type Customer, useCustomer, useDeleteCustomers, useUpdateCustomer } from '../../../api/customers.ts';
import {
  CustomerFields,
  customersList,
  customersPath,
  customerValues,
  useCustomerForm,
  warnRequiredFields,
} from '../../../components/customers/CustomerForm.tsx';
import { EditRecordPage, RecordLoader, requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { toast } from '../../../components/toast.tsx';
import type { Route } from './+types/edit-customer';

export function meta() {
  return [{ title: 'Edit customer | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, customersPath, customerMessages.selectCustomer);
}

export default function EditCustomer() {
  const [searchParams] = useSearchParams();
  const customer = useCustomer(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={customer} noun="customer" back={customersList}>
      {(customer) => <EditCustomerForm customer={customer} />}
    </RecordLoader>
  );
}

function EditCustomerForm({ customer }: { customer: Customer }) {
  const update = useUpdateCustomer();
  const remove = useDeleteCustomers();
  const form = useCustomerForm(customerValues(customer));

  const setActive = async (active: boolean) => {
    const response = await update.mutateAsync({ id: customer._id, body: { active } });
    toast({ type: 'success', msg: active ? 'The customer is active again' : 'The customer is now inactive' });
    form.reset(customerValues(response.data));
  };

  return (
    <EditRecordPage
      title={`Edit ${customer.displayName}`}
      back={customersList}
      form={form}
      update={(body) => update.mutateAsync({ id: customer._id, body })}
      valuesOf={customerValues}
      pending={update.isPending}
      successName="customer"
      failure="Could not save the customer"
      onInvalid={warnRequiredFields}
      deletion={{
        permission: 'sales.delete',
        title: 'Delete customer',
        question: customerMessages.deleteSelected,
        remove: () => remove.mutateAsync([customer._id]),
      }}
      above={
        <Switch
          label="Active: offered on new documents"
          checked={customer.active}
          disabled={update.isPending}
          onChange={(event) => void setActive(event.currentTarget.checked)}
        />
      }
    >
      <CustomerFields form={form} />
    </EditRecordPage>
  );
}
