import { Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HistoryEvent, SalesDocumentDetail } from '../../api/invoices.ts';
import { formatDate } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';

/*
 * The read-only pieces of a sales document's page (an invoice, a credit note): a labelled detail,
 * a titled card, the lines with their totals, and the history. Written once for each page.
 */

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div" fz="sm">
        {children}
      </Text>
    </Stack>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function TotalRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm" fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500}>
        {children}
      </Text>
    </Group>
  );
}

type DocumentFigures = Pick<
  SalesDocumentDetail,
  'items' | 'currency' | 'note' | 'subtotal' | 'discountTotal' | 'taxes' | 'total'
>;

/** A document's lines (stacked on a phone, a table on a desktop), its note and its totals; `after` adds rows under the total. */
export function LinesView({ document, after }: { document: DocumentFigures; after?: ReactNode }) {
  const currency = document.currency.name;
  const money = (amount: number) => <MoneyText amount={amount} currency={currency} />;
  const taxNames = (line: DocumentFigures['items'][number]) =>
    line.tax.map((tax) => (tax.name.includes(`${tax.value}%`) ? tax.name : `${tax.name} ${tax.value}%`)).join(', ') ||
    '-';
  return (
    <Section title="Items">
      {/* On a phone each line is one block, so no amount is off screen. */}
      <Stack gap="xs" hiddenFrom="sm">
        {document.items.map((line, index) => (
          // Lines have no id of their own; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Stack key={index} gap={2} pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fz="sm" fw={600}>
                {line.product.name}
              </Text>
              <Text fz="sm" fw={600}>
                {money(line.total)}
              </Text>
            </Group>
            {line.description && line.description !== line.product.name ? (
              <Text fz="xs" c="dimmed">
                {line.description}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed">
              {line.quantity} × {money(line.price)} · {taxNames(line)}
            </Text>
          </Stack>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th>Tax</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {document.items.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is their identity
              <Table.Tr key={index}>
                <Table.Td>{line.product.name}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">
                  {line.quantity}
                  {line.measurement ? ` ${line.measurement}` : ''}
                </Table.Td>
                <Table.Td ta="right">{money(line.price)}</Table.Td>
                <Table.Td>{taxNames(line)}</Table.Td>
                <Table.Td ta="right">{money(line.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" align="flex-start" mt="md" gap="xl">
        <Stack gap={4} maw={480} flex="1 1 240px">
          {document.note ? (
            <>
              <Text fz="xs" c="dimmed" fw={600}>
                Note
              </Text>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {document.note}
              </Text>
            </>
          ) : null}
        </Stack>
        <Stack gap={6} w={{ base: '100%', sm: 320 }}>
          <TotalRow label="Subtotal">{money(document.subtotal)}</TotalRow>
          {document.discountTotal > 0 ? <TotalRow label="Discount">({money(document.discountTotal)})</TotalRow> : null}
          {document.taxes.map((tax) => (
            <TotalRow key={tax.id} label={tax.name}>
              {money(tax.amount)}
            </TotalRow>
          ))}
          <Divider my={2} />
          <TotalRow label="Total" strong>
            {money(document.total)}
          </TotalRow>
          {after}
        </Stack>
      </Group>
    </Section>
  );
}

/** 'approved' -> 'Approved'. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, ' ');

/** What happened to a document, oldest first, with who did it. */
export function HistoryView({ events }: { events: readonly HistoryEvent[] | undefined }) {
  if (!events || events.length === 0) return null;
  const who = (user: HistoryEvent['user']) => (typeof user === 'string' ? user : (user?.name ?? null));
  return (
    <Section title="History">
      <Stack gap={6}>
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; their order is their identity
          <Stack key={index} gap={0}>
            <Text fz="sm">
              <Text span fw={600}>
                {sentence(event.event)}
              </Text>
              {event.detail ? ` · ${event.detail}` : ''}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatDate(event.at)}
              {who(event.user) ? ` by ${who(event.user)}` : ''}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
