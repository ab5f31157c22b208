import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import type { JournalApproval } from '../../api/journals.ts';
import { formatDate } from '../../lib/format.ts';

/**
 * Every version of a journal that reached the books, and who approved it: the first approval and
 * each change made to the posted journal. An accountant reads here who changed what was approved.
 */
export function JournalApprovals({ approvals }: { approvals: readonly JournalApproval[] }) {
  if (approvals.length === 0) return null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="journal-approvals">
      <Title order={2} size="h4" id="journal-approvals" mb="xs">
        Approvals
      </Title>
      <List spacing="xs" listStyleType="none">
        {approvals.map((approval) => (
          <List.Item key={approval.version}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>Version {approval.version}</Text>
              <Text>
                {/* The journal's number (JV-000013) is its one identifier; the ledger's entry number is not shown. */}
                approved by {approval.approvedBy?.name ?? 'a former member'} on {formatDate(approval.approvedAt)}
              </Text>
              {approval.reversed ? (
                <Badge variant="light" color="gray">
                  Reversed
                </Badge>
              ) : (
                <Badge variant="light" color="green">
                  In the books
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
