import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type Tax, taxKindLabels, useTaxes } from '../../api/taxes.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TaxDialog } from '../../components/taxes/TaxDialog.tsx';
import { useMay } from '../../session/permissions.ts';

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
  const mayCreate = useMay('tax.create');
  const [creating, setCreating] = useState(false);
  const newTax = mayCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
      New tax
    </Button>
  ) : null;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Taxes"
        description="The taxes your documents charge or withhold, at the rate in force on each document's date."
        actions={newTax}
      />
      <DataTable
        label="Taxes"
        columns={columns}
        rows={taxes.data?.data}
        rowKey={(tax) => tax._id}
        loading={taxes.isPending}
        empty={{
          title: taxes.isError ? 'The taxes could not be loaded' : 'No Tax added',
          message: taxes.isError ? 'Please try again.' : 'Add the taxes your business charges or withholds.',
          action: newTax ?? undefined,
        }}
      />
      <TaxDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(tax) => navigate(`/tax/${tax._id}`)}
      />
    </Stack>
  );
}
