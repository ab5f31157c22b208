import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Tax, taxKindLabels, useTaxes } from '../../api/taxes.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { SettingsListPage } from '../../components/settings-lists/SettingsListPage.tsx';
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

/** The company's taxes: VAT and the withholding rates it starts with, and any it adds. */
export default function TaxesPage() {
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
