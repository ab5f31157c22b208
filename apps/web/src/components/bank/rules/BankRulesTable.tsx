import { ActionIcon, Badge, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { type BankRule, useDeleteBankRule, useReorderBankRules, useUpdateBankRule } from '../../../api/bank.ts';
import { formatMoney } from '../../../lib/format.ts';
import { usePhone } from '../../../lib/use-phone.ts';
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
  // While the order is saved, no other change to the list.
  const busy = reorder.isPending;
  const isPhone = usePhone();

  return (
    <Table.ScrollContainer minWidth={isPhone ? 0 : 760}>
      {/* Fixed on a phone: the rule's column takes what the order leaves, and long texts wrap or shorten. */}
      <Table verticalSpacing="sm" highlightOnHover aria-label="Bank rules" layout={isPhone ? 'fixed' : 'auto'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Order</Table.Th>
            <Table.Th>Rule</Table.Th>
            <Table.Th visibleFrom="sm">Matches</Table.Th>
            <Table.Th visibleFrom="sm">Proposes</Table.Th>
            <Table.Th w={80} visibleFrom="sm">
              Active
            </Table.Th>
            <Table.Th w={90} visibleFrom="sm">
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
                {/* On a phone what it matches and proposes sits under its name, in one column. */}
                <Stack gap={6} mt={6} hiddenFrom="sm">
                  <RuleMatches rule={rule} />
                  <RuleProposal rule={rule} />
                  <Group justify="space-between" wrap="nowrap">
                    <RuleSwitch rule={rule} busy={busy} />
                    <RuleActions rule={rule} />
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <RuleMatches rule={rule} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <RuleProposal rule={rule} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <RuleSwitch rule={rule} busy={busy} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <RuleActions rule={rule} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A long text (ELECTRONIC MONEY TRANSFER LEVY) wraps inside its badge rather than run off a phone. */
const wrappingBadge = { root: { height: 'auto' }, label: { whiteSpace: 'normal' } } as const;

/** The texts a rule finds, and its direction, amounts and bank account. */
function RuleMatches({ rule }: { rule: BankRule }) {
  return (
    <Stack gap={2}>
      <Group gap={4}>
        {rule.matchText.split(' | ').map((text) => (
          <Badge key={text} variant="light" color="gray" radius="sm" tt="none" maw="100%" styles={wrappingBadge}>
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
  );
}

/** The entry a rule proposes: its account, tax and contact. */
function RuleProposal({ rule }: { rule: BankRule }) {
  return (
    <div>
      <Text fz="sm">
        {rule.account.account_code} {rule.account.account_name}
      </Text>
      <Text fz="xs" c="dimmed">
        {[rule.tax?.name, rule.contact?.name].filter(Boolean).join(' · ') || 'No VAT, no contact'}
      </Text>
    </div>
  );
}

/** Whether the rule proposes: switched off, it stays in the list and proposes nothing. */
function RuleSwitch({ rule, busy }: { rule: BankRule; busy: boolean }) {
  const update = useUpdateBankRule();
  return (
    <Switch
      aria-label={`${rule.name} is active`}
      checked={rule.isActive}
      disabled={busy || update.isPending}
      onChange={(event) => update.mutate({ ruleId: rule._id, isActive: event.currentTarget.checked })}
    />
  );
}

function RuleActions({ rule }: { rule: BankRule }) {
  const remove = useDeleteBankRule();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit ${rule.name}`} onClick={() => openBankRuleDialog({ rule })}>
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
  );
}
