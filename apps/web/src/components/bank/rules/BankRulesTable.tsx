import { ActionIcon, Badge, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { type BankRule, useDeleteBankRule, useReorderBankRules, useUpdateBankRule } from '../../../api/bank.ts';
import { formatMoney } from '../../../lib/format.ts';
import { openConfirmDialog } from '../../dialogs.ts';
import { openBankRuleDialog } from './rule-dialogs.tsx';
import { directionLabels } from './rule-form.ts';

/** 'Any amount', 'From ₦1,000.00', 'Up to ₦50,000.00', '₦1,000.00 to ₦5,000.00'. */
export function amountRangeText(rule: Pick<BankRule, 'amountFrom' | 'amountTo'>): string {
  const { amountFrom, amountTo } = rule;
  if (amountFrom === null && amountTo === null) return 'Any amount';
  if (amountTo === null) return `From ${formatMoney(amountFrom ?? 0)}`;
  if (amountFrom === null) return `Up to ${formatMoney(amountTo)}`;
  return `${formatMoney(amountFrom)} to ${formatMoney(amountTo)}`;
}

/** The rule's list of ids with one moved a place up or down: the order PUT /bank/rules/order takes. */
export function movedOrder(rules: readonly BankRule[], index: number, step: -1 | 1): string[] {
  const ids = rules.map((rule) => rule._id);
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
  return ids;
}

/** The rules in the order they are tried, each with what it matches and what it proposes. */
export function BankRulesTable({ rules }: { rules: readonly BankRule[] }) {
  const reorder = useReorderBankRules();
  const update = useUpdateBankRule();
  const remove = useDeleteBankRule();
  const busy = reorder.isPending || update.isPending;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Bank rules">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Order</Table.Th>
            <Table.Th>Rule</Table.Th>
            <Table.Th>Matches</Table.Th>
            <Table.Th>Proposes</Table.Th>
            <Table.Th w={80}>Active</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule, index) => (
            <Table.Tr key={rule._id}>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${rule.name} up`}
                    disabled={index === 0 || busy}
                    onClick={() => reorder.mutate(movedOrder(rules, index, -1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${rule.name} down`}
                    disabled={index === rules.length - 1 || busy}
                    onClick={() => reorder.mutate(movedOrder(rules, index, 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {rule.name}
                </Text>
                {rule.memo ? (
                  <Text fz="xs" c="dimmed">
                    Memo: {rule.memo}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={4}>
                    {rule.matchText.split(' | ').map((text) => (
                      <Badge key={text} variant="light" color="gray" radius="sm" tt="none">
                        {text}
                      </Badge>
                    ))}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {[directionLabels[rule.direction], amountRangeText(rule), rule.bankAccount?.account_name]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">
                  {rule.account.account_code} {rule.account.account_name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {[rule.tax?.name, rule.contact?.name].filter(Boolean).join(' · ') || 'No VAT, no contact'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${rule.name} is active`}
                  checked={rule.isActive}
                  disabled={busy}
                  onChange={(event) => update.mutate({ ruleId: rule._id, isActive: event.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${rule.name}`}
                    onClick={() => openBankRuleDialog({ rule })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${rule.name}`}
                    onClick={() =>
                      openConfirmDialog({
                        title: 'Delete bank rule?',
                        message: `Delete the rule ${rule.name}? Entries it already posted stay.`,
                        danger: true,
                        onConfirm: () => remove.mutateAsync(rule._id),
                      })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
