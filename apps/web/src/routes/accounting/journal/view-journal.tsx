import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconCopy,
  IconInfoCircle,
  IconPencil,
  IconPrinter,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type JournalDetail, useJournal } from '../../../api/journals.ts';
import { JournalApprovals } from '../../../components/accounting/JournalApprovals.tsx';
import { JournalNotLoaded } from '../../../components/accounting/JournalNotLoaded.tsx';
import { JournalStatusBadge } from '../../../components/accounting/JournalStatusBadge.tsx';
import { copyJournalPath, editJournalPath } from '../../../components/accounting/journal-columns.tsx';
import { useJournalDecision, useJournalRemoval } from '../../../components/accounting/use-journal-actions.ts';
import { AttachmentsPanel } from '../../../components/attachments/AttachmentsPanel.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { dayMonthYear } from '../../../components/date-text.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMay } from '../../../session/permissions.ts';
import classes from './view-journal.module.css';

export function meta() {
  return [{ title: 'Journal | Owo' }];
}

const listPath = '/accounting/journal';

/** A journal as it stands, read-only: what it says, its lines, who did what, and what can be done next. */
export default function ViewJournal() {
  const id = useParams().id ?? '';
  const journal = useJournal(id);
  if (!journal.data) return <JournalNotLoaded pending={journal.isPending} />;
  return <JournalPage journal={journal.data.data} />;
}

function JournalPage({ journal }: { journal: JournalDetail }) {
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to={listPath} label="Journals" />}
        title={`Journal ${journal.number}`}
        description={<JournalStatusBadge status={journal.status} />}
        actions={
          <Group gap="sm" wrap="wrap" className={classes.actions}>
            <JournalActions journal={journal} />
          </Group>
        }
      />
      {journal.status === 'deleted' ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
          This journal was deleted. {journal.approvals.length > 0 ? 'Its entry was reversed; ' : ''}it stays here for
          the record.
        </Alert>
      ) : null}
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Detail label="Date">{dayMonthYear(journal.date)}</Detail>
          <Detail label="Reference">{journal.reference || '-'}</Detail>
          <Detail label="Branch">{journal.branch?.name ?? '-'}</Detail>
          <Detail label="Total">
            <MoneyText amount={journal.totalDebit} fw={600} />
          </Detail>
        </SimpleGrid>
        {journal.note ? (
          <Detail label="Note" mt="md">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{journal.note}</Text>
          </Detail>
        ) : null}
      </Card>
      <JournalLines journal={journal} />
      <JournalHistory journal={journal} />
      <JournalApprovals approvals={journal.approvals} />
      <AttachmentsPanel ownerKind="journal" ownerId={journal._id} readOnly={journal.status === 'deleted'} />
    </Stack>
  );
}

function Detail({ label, children, mt }: { label: string; children: ReactNode; mt?: string }) {
  return (
    <Stack gap={2} mt={mt}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

function JournalLines({ journal }: { journal: JournalDetail }) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="journal-lines">
      <Title order={2} fz="lg" mb="sm" id="journal-lines">
        Lines
      </Title>
      {/* On a phone each line is one block (account, description, side and amount), so no amount is off screen. */}
      <Stack gap={0} hiddenFrom="sm" className={classes.phoneLines}>
        {journal.lines.map((line, index) => (
          // Lines have no id of their own; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <PhoneLine key={index} line={line} />
        ))}
        <Group justify="space-between" align="flex-start" pt="xs">
          <Text fw={700}>Total</Text>
          <Stack gap={0} align="flex-end">
            <Text fz="sm" fw={700}>
              Debit <MoneyText amount={journal.totalDebit} />
            </Text>
            <Text fz="sm" fw={700}>
              Credit <MoneyText amount={journal.totalCredit} />
            </Text>
          </Stack>
        </Group>
      </Stack>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm" className={classes.lineTable}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Debit (₦)</Table.Th>
              <Table.Th ta="right">Credit (₦)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {journal.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is their identity
              <Table.Tr key={index}>
                <Table.Td>
                  {line.account.account_code} · {line.account.account_name}
                </Table.Td>
                <Table.Td>{line.description || '-'}</Table.Td>
                <Table.Td ta="right">{line.debit ? <MoneyText amount={line.debit} /> : null}</Table.Td>
                <Table.Td ta="right">{line.credit ? <MoneyText amount={line.credit} /> : null}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>Total</Table.Th>
              <Table.Th ta="right">
                <MoneyText amount={journal.totalDebit} fw={700} />
              </Table.Th>
              <Table.Th ta="right">
                <MoneyText amount={journal.totalCredit} fw={700} />
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** One line of the journal as a phone shows it: the account and description, then its side and amount. */
function PhoneLine({ line }: { line: JournalDetail['lines'][number] }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" py="xs" className={classes.phoneLine}>
      <div>
        <Text fz="sm">
          {line.account.account_code} · {line.account.account_name}
        </Text>
        {line.description ? (
          <Text fz="xs" c="dimmed">
            {line.description}
          </Text>
        ) : null}
      </div>
      <Stack gap={0} align="flex-end">
        <Text fz="xs" c="dimmed">
          {line.debit ? 'Debit' : 'Credit'}
        </Text>
        <MoneyText amount={line.debit || line.credit} fz="sm" />
      </Stack>
    </Group>
  );
}

/** Who wrote, approved or rejected it, and when. Each posted version is listed under Approvals. */
function JournalHistory({ journal }: { journal: JournalDetail }) {
  const events = [
    { label: 'Created', by: journal.createdBy, at: journal.createdAt },
    { label: 'Approved', by: journal.approvedBy, at: journal.approvedAt },
    { label: 'Rejected', by: journal.rejectedBy, at: journal.rejectedAt },
  ].filter((event): event is { label: string; by: JournalDetail['createdBy']; at: string } => event.at !== null);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="journal-history">
      <Title order={2} size="h4" id="journal-history" mb="xs">
        History
      </Title>
      <Stack gap={4}>
        {events.map((event) => (
          <Text key={event.label}>
            <Text span fw={600}>
              {event.label}
            </Text>{' '}
            by {event.by?.name ?? 'a former member'} on {formatDate(event.at)}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * What can be done next: edit a draft, post or reject it (approvers), reverse a posted journal
 * (approvers: the server refuses others), copy any, print.
 */
function JournalActions({ journal }: { journal: JournalDetail }) {
  const mayApprove = useMay('accounting.approve');
  const mayWrite = useMay('accounting.edit');
  const { decide, decidingId } = useJournalDecision();
  const remove = useJournalRemoval();
  const deciding = decidingId === journal._id;
  const editable = journal.status === 'draft' || journal.status === 'rejected';
  return (
    <>
      {mayApprove && journal.status === 'draft' ? (
        <>
          <Button leftSection={<IconCheck size={16} />} loading={deciding} onClick={() => decide(journal, 'approve')}>
            Post
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            disabled={deciding}
            onClick={() => decide(journal, 'reject')}
          >
            Reject
          </Button>
        </>
      ) : null}
      {mayWrite && editable ? (
        <Button
          component={Link}
          to={editJournalPath(journal._id)}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          Edit
        </Button>
      ) : null}
      {mayApprove && journal.status === 'posted' ? (
        <Button
          variant="default"
          color="red"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={() => remove(journal)}
        >
          Reverse
        </Button>
      ) : null}
      {mayWrite ? (
        <Button
          component={Link}
          to={copyJournalPath(journal._id)}
          variant="default"
          leftSection={<IconCopy size={16} />}
        >
          Copy
        </Button>
      ) : null}
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        Print
      </Button>
      {mayWrite && editable ? (
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => remove(journal)}>
          Delete
        </Button>
      ) : null}
    </>
  );
}
