import { Button, Card, EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconBuildingBank, IconListCheck, IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBankAccounts } from '../api/bank.ts';
import { BankAccountCard } from '../components/bank/BankAccountCard.tsx';
import { openConnectBankDialog, openImportStatementDialog } from '../components/bank/bank-dialogs.tsx';
import { PageHeader } from '../components/PageHeader.tsx';

export function meta() {
  return [{ title: 'Bank | Owo' }];
}

const connectLabel = 'Connect bank account or credit card';

/** Bank, cash and card accounts with their balance in the books; add one, import its statements. */
export default function BankPage() {
  const accounts = useBankAccounts();
  const list = accounts.data?.data;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Bank"
        description="Your bank, cash and card accounts, their balance in Owo and when they were last reconciled."
        actions={
          <>
            <Button component={Link} to="/bank/rules" variant="default" leftSection={<IconListCheck size={18} />}>
              Bank rules
            </Button>
            <Button
              leftSection={<IconPlugConnected size={18} />}
              onClick={openConnectBankDialog}
              // The spec's long label wraps on a phone instead of pushing the page sideways.
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              {connectLabel}
            </Button>
          </>
        }
      />
      {accounts.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading accounts">
          {['first', 'second', 'third'].map((key) => (
            <Skeleton key={key} height={230} radius="md" />
          ))}
        </SimpleGrid>
      ) : list && list.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((account) => (
            <BankAccountCard key={account._id} account={account} onImport={openImportStatementDialog} />
          ))}
        </SimpleGrid>
      ) : (
        <Card p="xl">
          <EmptyState
            variant="light"
            icon={<IconBuildingBank size={28} />}
            title={accounts.isError ? 'The accounts could not be loaded' : 'No bank accounts yet'}
            description={
              accounts.isError
                ? 'Please try again.'
                : 'Add the accounts your business banks with, then import their statements to reconcile them.'
            }
          >
            <EmptyState.Actions>
              {accounts.isError ? (
                <Button variant="default" onClick={() => void accounts.refetch()}>
                  Try again
                </Button>
              ) : (
                <Button onClick={openConnectBankDialog}>{connectLabel}</Button>
              )}
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      )}
    </Stack>
  );
}
