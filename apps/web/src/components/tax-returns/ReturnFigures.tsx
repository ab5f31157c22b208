import { Accordion, Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PreparedTaxReturn, TaxSourceAmount, VatReturnView, WhtReturnView } from '@owo/core';
import { formatMoney } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';
import { DocumentsBehind } from './DocumentsBehind.tsx';
import { monthName } from './tax-return-paths.ts';

/*
 * A return's figures, each opening onto the documents behind it (issue 29): the VAT return by
 * class of supply, then output, input and net VAT; the WHT return per vendor, then the credits.
 */

type VatFigure = keyof VatReturnView['figures'];

const vatRows: Array<{ figure: VatFigure; label: string; help: string }> = [
  { figure: 'standardRatedSales', label: 'Standard-rated sales', help: 'Taxable at 7.5%, less credit notes' },
  { figure: 'zeroRatedSales', label: 'Zero-rated sales', help: 'Taxed at 0%: basic food, medical, exports…' },
  { figure: 'exemptSales', label: 'Exempt sales', help: 'Sales charged no VAT' },
  { figure: 'outputVat', label: 'Output VAT', help: 'VAT charged on sales, less credit notes' },
  { figure: 'taxablePurchases', label: 'Taxable purchases', help: 'Bills and expenses with VAT' },
  { figure: 'inputVat', label: 'Input VAT', help: 'VAT recoverable on bills and expenses' },
];

function FigureItem({
  value,
  label,
  help,
  amount,
  rows,
}: {
  value: string;
  label: string;
  help: string;
  amount: number;
  rows: TaxSourceAmount[];
}) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control aria-label={`${label}: show the documents`}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fz="sm" fw={600}>
              {label}
            </Text>
            <Text fz="xs" c="dimmed">
              {help}
            </Text>
          </Stack>
          <MoneyText amount={amount} fz="sm" fw={600} data-figure={value} />
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <DocumentsBehind rows={rows} label={`Documents behind ${label.toLowerCase()}`} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function TotalLine({
  label,
  amount,
  strong = false,
  figure,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  /** The figure's name on the wire, marked on the amount for whoever checks it (the browser tests). */
  figure?: string;
}) {
  return (
    <Group justify="space-between" px="md" py={6} wrap="nowrap">
      <Text fz="sm" fw={strong ? 700 : 500}>
        {label}
      </Text>
      <MoneyText amount={amount} fz="sm" fw={strong ? 700 : 500} data-figure={figure} />
    </Group>
  );
}

export function VatFigures({ vat }: { vat: VatReturnView }) {
  const { figures } = vat;
  return (
    <Stack gap="sm">
      {vat.relief.relieved ? (
        <Alert color="blue" title="Small business relief">
          Income over the last twelve months ({formatMoney(vat.relief.turnover)}) are within the relief threshold of{' '}
          {formatMoney(vat.relief.threshold)}: a return is not required, but you can still file one.
        </Alert>
      ) : null}
      <Card withBorder padding={0} radius="md">
        <Accordion multiple chevronPosition="left">
          {vatRows.map((row) => (
            <FigureItem
              key={row.figure}
              value={row.figure}
              label={row.label}
              help={row.help}
              amount={figures[row.figure]}
              rows={vat.documents[row.figure as keyof VatReturnView['documents']] ?? []}
            />
          ))}
        </Accordion>
        {vat.adjustments.flatMap((row) => [
          <TotalLine
            key={`${row.period}-output`}
            label={`Output VAT: change to ${monthName(row.period)} since filed`}
            amount={row.outputVat}
          />,
          <TotalLine
            key={`${row.period}-input`}
            label={`Input VAT: change to ${monthName(row.period)} since filed`}
            amount={row.inputVat}
          />,
        ])}
        <TotalLine label="Credit brought forward" amount={figures.creditBroughtForward} />
        <TotalLine
          label={figures.netVat >= 0 ? 'Net VAT payable' : 'Credit carried forward'}
          amount={figures.netVat >= 0 ? figures.netVat : figures.creditCarriedForward}
          figure={figures.netVat >= 0 ? 'netVat' : 'creditCarriedForward'}
          strong
        />
      </Card>
    </Stack>
  );
}

export function WhtFigures({ wht }: { wht: WhtReturnView }) {
  return (
    <Stack gap="md">
      <Card withBorder padding={0} radius="md">
        <Title order={3} fz="md" p="md" pb={4}>
          Tax withheld from vendors
        </Title>
        {wht.lines.length === 0 ? (
          <Text fz="sm" c="dimmed" px="md" pb="md">
            No tax was withheld on payments this month.
          </Text>
        ) : (
          <Accordion multiple chevronPosition="left">
            {wht.lines.map((line) => (
              <FigureItem
                key={`${line.vendorId}/${line.supply}/${line.rate}`}
                value={`${line.vendorId}/${line.supply}/${line.rate}`}
                label={line.vendor}
                help={`${line.supply || 'Journal'} · ${line.rate} · TIN ${line.tin || 'missing'}`}
                amount={line.amount}
                rows={line.documents}
              />
            ))}
          </Accordion>
        )}
        {wht.lines.some((line) => line.tinMissing) ? (
          <Group px="md" pb="xs">
            <Badge color="orange" variant="light">
              Some vendors have no TIN: add it on the vendor before filing
            </Badge>
          </Group>
        ) : null}
        {wht.adjustments.map((row) => (
          <TotalLine key={row.period} label={`Change to ${monthName(row.period)} since filed`} amount={row.total} />
        ))}
        <TotalLine label="Total WHT payable" amount={wht.total} strong />
      </Card>
      <Card withBorder padding={0} radius="md">
        <Title order={3} fz="md" p="md" pb={4}>
          Tax customers withheld from you (credits to claim)
        </Title>
        {wht.credits.length === 0 ? (
          <Text fz="sm" c="dimmed" px="md" pb="md">
            No customer withheld tax this month.
          </Text>
        ) : (
          <Accordion multiple chevronPosition="left">
            {wht.credits.map((credit) => (
              <FigureItem
                key={credit.customerId ?? credit.customer}
                value={credit.customerId ?? credit.customer}
                label={credit.customer}
                help={`TIN ${credit.tin || 'missing'}`}
                amount={credit.amount}
                rows={credit.documents}
              />
            ))}
          </Accordion>
        )}
        <TotalLine label="Credits to claim" amount={wht.creditsTotal} strong />
      </Card>
    </Stack>
  );
}

export function ReturnFigures({ prepared }: { prepared: PreparedTaxReturn }) {
  return (
    <Stack gap="md">
      {prepared.vat ? <VatFigures vat={prepared.vat} /> : null}
      {prepared.wht ? <WhtFigures wht={prepared.wht} /> : null}
      <Text fz="xs" c="dimmed">
        {prepared.payrollNote}
      </Text>
    </Stack>
  );
}
