import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Spec section 2: 'Connect bank account or credit card'. No bank feeds yet, so it leads to adding one by hand. */
export function ConnectBankDialog({ onAddAccount, onCancel }: { onAddAccount: () => void; onCancel: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle size={18} />}
        title="Direct bank feeds are not available yet"
      >
        Owo cannot sign in to your bank for you yet. It will, once Nigerian open banking is live.
      </Alert>
      <Text fz="sm">Until then you can keep every account reconciled:</Text>
      <List fz="sm" spacing={4}>
        <List.Item>Add the bank account with its bank and 10-digit account number.</List.Item>
        <List.Item>Download its statement from your internet banking as a CSV or OFX file.</List.Item>
        <List.Item>Import the statement and reconcile it against your books.</List.Item>
      </List>
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onAddAccount} data-autofocus>
          Add bank account
        </Button>
      </Group>
    </Stack>
  );
}
