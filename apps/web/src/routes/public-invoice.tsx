import {
  Badge,
  Box,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  fetchPublicDocument,
  type PublicDocument,
  type PublicDocumentResult,
  publicDocumentPdfUrl,
} from '../api/public-invoice.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { QrCode } from '../components/security/QrCode.tsx';
import { formatDay, formatMoney } from '../lib/format.ts';

/*
 * /i/:token: an invoice, estimate or sales receipt as its customer opens it from the emailed or
 * WhatsApp link, without signing in (issue 14). Outside every layout, so no route guard and no app
 * shell: the page is the document, laid out as its PDF prints it, with the PDF to download.
 */

export function meta() {
  return [{ title: 'Document | Owo' }, { name: 'robots', content: 'noindex' }];
}

const statusLabels: Record<string, { label: string; colour: string }> = {
  unpaid: { label: 'Unpaid', colour: 'blue' },
  'partly-paid': { label: 'Partly paid', colour: 'yellow' },
  paid: { label: 'Paid', colour: 'green' },
  overdue: { label: 'Overdue', colour: 'red' },
  void: { label: 'Void', colour: 'gray' },
  open: { label: 'Open', colour: 'blue' },
  invoiced: { label: 'Invoiced', colour: 'green' },
};

export default function PublicInvoicePage() {
  const { token = '' } = useParams();
  const [result, setResult] = useState<PublicDocumentResult | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setResult(null);
    fetchPublicDocument(token, controller.signal)
      .then(setResult)
      .catch(() => {
        // Aborted: the page moved on to another token or closed.
      });
    return () => controller.abort();
  }, [token]);

  if (result === null) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Loading the document" />
      </Center>
    );
  }
  if (result.kind === 'not-found') {
    return (
      <ErrorPage
        title="This link does not open a document"
        message="It may have been copied only in part, or the document was withdrawn. Ask whoever sent it for the link again."
      />
    );
  }
  if (result.kind === 'failed') return <ErrorPage title="The document could not be loaded" message={result.message} />;
  return <DocumentPage token={token} document={result.document} />;
}

function Block({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {heading}
      </Text>
      {children}
    </Stack>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <Text key={line} size="sm" c="dimmed">
      {line}
    </Text>
  ));
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xl">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

function DocumentPage({ token, document }: { token: string; document: PublicDocument }) {
  const money = (amount: number) => formatMoney(amount, document.currency);
  const status = statusLabels[document.status];
  const { company } = document;
  const contact = [company.phone, company.email, company.website].filter(Boolean).join(' · ');
  const hasTax = document.lines.some((line) => line.tax);
  const download = (
    <Button component="a" href={publicDocumentPdfUrl(token)} leftSection={<IconDownload size={18} />}>
      Download PDF
    </Button>
  );

  return (
    <Box bg="var(--mantine-color-gray-0)" mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${document.title} ${document.number} from ${company.name}`}</title>
      <Container size="md" px={{ base: 'xs', sm: 'md' }}>
        <Group justify="flex-end" mb="sm">
          {download}
        </Group>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start" gap="md">
              <Stack gap={4} maw={360}>
                {company.logoUrl ? (
                  <Image src={company.logoUrl} alt={company.name} h={48} w="auto" fit="contain" maw={180} />
                ) : null}
                <Text fw={700} size="lg">
                  {company.name}
                </Text>
                <Lines lines={contact ? [...company.address, contact] : company.address} />
              </Stack>
              <Box ta={{ base: 'left', sm: 'right' }}>
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  {document.title}
                </Title>
                <Text fw={600}>{document.number}</Text>
                <Box fz="sm" c="dimmed" mt={4}>
                  {status ? (
                    <Badge color={status.colour} mr="xs">
                      {status.label}
                    </Badge>
                  ) : null}
                  {document.dueLabel ?? ''}
                </Box>
              </Box>
            </Group>

            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Block heading={document.kind === 'sales-receipt' ? 'Received from' : 'Bill to'}>
                <Text fw={600}>{document.customer.name}</Text>
                <Lines lines={document.customer.address} />
              </Block>
              <Stack gap={2}>
                {document.dates.map((date) => (
                  <TotalRow key={date.label} label={date.label} value={formatDay(date.date)} />
                ))}
                {document.facts.map((fact) => (
                  <TotalRow key={fact.label} label={fact.label} value={fact.value} />
                ))}
              </Stack>
            </SimpleGrid>

            <Table.ScrollContainer minWidth={520} visibleFrom="sm">
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Qty</Table.Th>
                    <Table.Th ta="right">Price</Table.Th>
                    {hasTax ? <Table.Th ta="right">Tax</Table.Th> : null}
                    <Table.Th ta="right">Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {document.lines.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity on the document
                    <Table.Tr key={index}>
                      <Table.Td>
                        <Text size="sm">{line.description}</Text>
                        {line.detail ? (
                          <Text size="xs" c="dimmed">
                            {line.detail}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{line.quantity}</Table.Td>
                      <Table.Td ta="right">{money(line.unitPrice)}</Table.Td>
                      {hasTax ? <Table.Td ta="right">{line.tax ?? ''}</Table.Td> : null}
                      <Table.Td ta="right">{money(line.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={0} hiddenFrom="sm">
              {document.lines.map((line, index) => (
                <Group
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity on the document
                  key={index}
                  justify="space-between"
                  align="flex-start"
                  wrap="nowrap"
                  py="xs"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Box>
                    <Text size="sm">{line.description}</Text>
                    <Text size="xs" c="dimmed">
                      {[`${line.quantity} × ${money(line.unitPrice)}`, line.tax, line.detail]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Box>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {money(line.amount)}
                  </Text>
                </Group>
              ))}
            </Stack>

            <Stack gap={4} ml="auto" w={{ base: '100%', sm: 320 }}>
              <TotalRow label="Subtotal" value={money(document.subtotal)} />
              {document.discount ? (
                <TotalRow label={document.discount.label} value={`-${money(document.discount.amount)}`} />
              ) : null}
              {document.taxes.map((tax) => (
                <TotalRow key={tax.name} label={tax.name} value={money(tax.amount)} />
              ))}
              <TotalRow label="Total" value={money(document.total)} strong />
              {document.amountPaid ? <TotalRow label="Amount paid" value={`-${money(document.amountPaid)}`} /> : null}
              {document.amountDue !== null ? (
                <Paper bg="var(--mantine-color-owo-7)" c="white" px="sm" py="xs" radius="sm" mt={4}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>Amount due</Text>
                    <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {money(document.amountDue)}
                    </Text>
                  </Group>
                </Paper>
              ) : null}
              {document.amountInWords ? (
                <Text size="xs" c="dimmed" ta="right">
                  {document.amountInWords}
                </Text>
              ) : null}
            </Stack>

            {document.bankDetails.length > 0 || document.paymentInstructions ? <Divider /> : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {document.bankDetails.length > 0 ? (
                <Block heading="Pay into">
                  {document.bankDetails.map((bank) => (
                    <Stack key={`${bank.bankName}-${bank.accountNumber}`} gap={0}>
                      <Text size="sm" fw={600}>
                        {bank.bankName}
                      </Text>
                      <Text size="sm">{`Account name: ${bank.accountName}`}</Text>
                      <Text size="sm">{`Account number: ${bank.accountNumber}`}</Text>
                    </Stack>
                  ))}
                </Block>
              ) : null}
              {document.paymentInstructions ? (
                <Block heading="Payment instructions">
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {document.paymentInstructions}
                  </Text>
                </Block>
              ) : null}
              {document.notes ? (
                <Block heading="Notes">
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {document.notes}
                  </Text>
                </Block>
              ) : null}
              {document.eInvoice ? (
                <Block heading="NRS e-invoice">
                  <Group gap="sm" wrap="nowrap" align="center">
                    <QrCode value={document.eInvoice.qrCode} size={120} alt="NRS e-invoice QR code" />
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>{`IRN ${document.eInvoice.irn}`}</Text>
                  </Group>
                </Block>
              ) : null}
              {document.terms ? (
                <Block heading="Terms and conditions">
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {document.terms}
                  </Text>
                </Block>
              ) : null}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="xs" c="dimmed">
            {`Sent by ${company.name} with Owo`}
          </Text>
          {download}
        </Group>
      </Container>
    </Box>
  );
}
