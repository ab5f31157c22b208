import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconCash, IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { BankAccount } from '../../api/bank.ts';
import { formatDay } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';
import { maskAccountNumber } from './account-number.ts';

interface BankAccountCardProps {
  account: BankAccount;
  onImport: (account: BankAccount) => void;
}

/** One bank, cash or card account: where it is held, its balance in the books, when it was last reconciled. */
export function BankAccountCard({ account, onImport }: BankAccountCardProps) {
  const { bank } = account;
  return (
    <Card component="article" aria-label={account.account_name} p="lg" h="100%">
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
              {bank ? <IconBuildingBank size={22} /> : <IconCash size={22} />}
            </ThemeIcon>
            <Stack gap={0} miw={0} flex={1}>
              <Text fw={700} truncate title={account.account_name}>
                {account.account_name}
              </Text>
              <Text fz="sm" c="dimmed" truncate>
                {bank ? (
                  <>
                    {bank.bankName} · {maskAccountNumber(bank.accountNumber)}
                  </>
                ) : (
                  `Code ${account.account_code}`
                )}
              </Text>
            </Stack>
            {bank ? (
              <Badge variant="light" radius="sm" tt="none">
                {bank.type === 'business' ? 'Business' : 'Personal'}
              </Badge>
            ) : null}
          </Group>
          <Stack gap={0} role="group" aria-label="Balance in Owo">
            <Text fz="xs" c="dimmed" fw={600}>
              Balance in Owo
            </Text>
            <MoneyText amount={account.balance} currency={account.currency} fz={24} fw={700} />
          </Stack>
          <Text fz="sm" c="dimmed">
            {account.lastReconciledDate ? (
              <>
                Reconciled to {formatDay(account.lastReconciledDate)}
                {account.lastReconciledBalance !== null ? (
                  <>
                    {' '}
                    at <MoneyText amount={account.lastReconciledBalance} currency={account.currency} />
                  </>
                ) : null}
              </>
            ) : (
              'Never reconciled'
            )}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => onImport(account)}
            flex="1 1 auto"
            aria-label={`Import statement into ${account.account_name}`}
          >
            Import statement
          </Button>
          <Button
            component={Link}
            to={`/accounting/reconcile/${account._id}`}
            variant="light"
            flex="1 1 auto"
            aria-label={`Reconcile ${account.account_name}`}
          >
            Reconcile
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
