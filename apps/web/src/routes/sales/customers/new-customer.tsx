import { useCreateCustomer } from '../../../api/customers.ts';
import {
  CustomerFields,
  customersList,
  customerValues,
  useCustomerForm,
  warnRequiredFields,
} from '../../../components/customers/CustomerForm.tsx';
import { NewRecordPage } from '../../../components/RecordPage.tsx';

export function meta() {
  return [{ title: 'New customer | Owo' }];
}

export default function NewCustomer() {
  const create = useCreateCustomer();
  const form = useCustomerForm(customerValues());
  return (
    <NewRecordPage
      title="New customer"
      back={customersList}
      form={form}
      blank={customerValues}
      create={(values) => create.mutateAsync(values)}
      pending={create.isPending}
      successName="customer"
      failure="Could not save the customer"
      onInvalid={warnRequiredFields}
    >
      <CustomerFields form={form} />
    </NewRecordPage>
  );
}
