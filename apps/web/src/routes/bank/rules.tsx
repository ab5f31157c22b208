import { Button, Card, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { useBankRules } from '../../api/bank.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { BankRulesTable } from '../../components/bank/rules/BankRulesTable.tsx';
import { openBankRuleDialog } from '../../components/bank/rules/rule-dialogs.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

export function meta() {
  return [{ title: 'Bank rules | Owo' }];
}

/**
 * Bank rules: statement lines they match get a proposed entry in the reconciliation, accepted in
 * one click. Every company starts with rules for Nigerian banks' usual charges.
 */
export default function BankRulesPage() {
  const rules = useBankRules();
  const list = rules.data?.data;
  const addRule = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openBankRuleDialog()}>
      New rule
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to="/bank" label="Bank" />}
        title="Bank rules"
        description="Lines of your bank statements that match a rule get its entry proposed when you reconcile. The first active rule that matches, from the top, proposes."
        actions={addRule}
      />
      {rules.isPending ? (
        <Skeleton height={320} radius="md" aria-label="Loading bank rules" />
      ) : list && list.length > 0 ? (
        <Card p={0}>
          <BankRulesTable rules={list} />
        </Card>
      ) : (
        <Card p="xl">
          <EmptyState
            variant="light"
            icon={<IconListCheck size={28} />}
            title={rules.isError ? 'The bank rules could not be loaded' : 'No bank rules yet'}
            description={
              rules.isError
                ? 'Please try again.'
                : 'Add a rule for lines that come back every month: charges, levies, regular transfers.'
            }
          >
            <EmptyState.Actions>
              {rules.isError ? (
                <Button variant="default" onClick={() => void rules.refetch()}>
                  Try again
                </Button>
              ) : (
                addRule
              )}
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      )}
      <Text fz="xs" c="dimmed">
        Texts are found in a line's description or reference as whole words, in any case: VAT finds "VAT ON SMS ALERT"
        but not "PRIVATE LTD".
      </Text>
    </Stack>
  );
}
