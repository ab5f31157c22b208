import { Anchor, Badge, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type Tax, taxKindLabels, useTaxes } from '../../api/taxes.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SettingsListPage } from '../../components/settings-lists/SettingsListPage.tsx';
import { ReturnsList } from '../../components/tax-returns/ReturnsList.tsx';
import { TaxCalendarList } from '../../components/tax-returns/TaxCalendarList.tsx';
import { TaxDialog } from '../../components/taxes/TaxDialog.tsx';

export function meta() {
  return [{ title: 'Taxes | Owo' }];
}

const columns: DataTableColumn<Tax>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (tax) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/tax/${tax._id}`} fw={600} fz="sm">
          {tax.name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {taxKindLabels[tax.kind]}
        </Text>
      </Stack>
    ),
  },
  { key: 'rate', header: 'Rate', cell: (tax) => tax.rate, align: 'right', nowrap: true },
  { key: 'agency', header: 'Agency', cell: (tax) => tax.agency || '—', hiddenOnPhone: true },
  {
    key: 'account',
    header: 'Tax account',
    cell: (tax) => (tax.chartofAccount ? `${tax.chartofAccount.account_code} ${tax.chartofAccount.account_name}` : '—'),
    hiddenOnPhone: true,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (tax) => (
      <Badge variant="light" color={tax.isActive ? 'teal' : 'gray'} radius="sm">
        {tax.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
    nowrap: true,
  },
];

type TaxTab = 'calendar' | 'returns' | 'rates';
const tabs: readonly TaxTab[] = ['calendar', 'returns', 'rates'];
const isTab = (value: string | null): value is TaxTab => tabs.includes(value as TaxTab);

/**
 * /tax: the tax calendar first (issue 29), the filed returns under "Returns" (?tab=returns), and
 * the company's taxes under "Tax rates" (?tab=rates), as the list was before.
 */
export default function TaxHome() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TaxTab = isTab(asked) ? asked : 'calendar';
  const choose = (next: TaxTab) => setParams(next === 'calendar' ? {} : { tab: next });
  if (tab === 'rates') {
    return (
      <Stack gap="md">
        <TaxTabs tab={tab} onChange={choose} />
        <TaxRates />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Tax"
        description="What you owe the tax authorities and by when, your VAT and WHT returns prepared from your books, and their payments."
      />
      <TaxTabs tab={tab} onChange={choose} />
      {tab === 'calendar' ? <TaxCalendarList /> : <ReturnsList />}
    </Stack>
  );
}

function TaxTabs({ tab, onChange }: { tab: TaxTab; onChange: (tab: TaxTab) => void }) {
  return (
    <Tabs value={tab} onChange={(next) => onChange(isTab(next) ? next : 'calendar')}>
      <Tabs.List>
        <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
        <Tabs.Tab value="returns">Returns</Tabs.Tab>
        <Tabs.Tab value="rates">Tax rates</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

/** The company's taxes: VAT and the withholding rates it starts with, and any it adds. */
function TaxRates() {
  const taxes = useTaxes();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <SettingsListPage
      title="Taxes"
      description="The taxes your documents charge or withhold, at the rate in force on each document's date."
      maxWidth={1200}
      list={taxes}
      columns={columns}
      add={{ label: 'New tax', permission: 'tax.create', onClick: () => setCreating(true) }}
      empty={{ title: 'No Tax added', message: 'Add the taxes your business charges or withholds.' }}
    >
      <TaxDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(tax) => navigate(`/tax/${tax._id}`)}
      />
    </SettingsListPage>
  );
}
