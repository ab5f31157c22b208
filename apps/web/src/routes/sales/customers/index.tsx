import { Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ContactList } from '../../../components/contacts/ContactList.tsx';
import { openNewCustomerDialog } from '../../../components/customers/customer-dialogs.tsx';
import { customerKind } from '../../../components/customers/customer-kind.ts';

export function meta() {
  return [{ title: 'Customers | Owo' }];
}

export default function Customers() {
  return (
    <ContactList
      kind={customerKind}
      moreItems={
        <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => openNewCustomerDialog()}>
          Quick add
        </Menu.Item>
      }
    />
  );
}
