import { Anchor, Button, Group, Menu, Stack, Tabs, Text } from '@mantine/core';
import { type InvoiceListStatus, invoiceListStatuses, invoiceStatusLabels } from '@owo/core';
import {
  IconCash,
  IconChevronDown,
  IconFileDollar,
  IconFileText,
  IconPlus,
  IconReceipt,
  IconRepeat,
  IconUpload,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type SalesListFilters, salesKeys } from '../../../api/invoices.ts';
import { BranchSelect } from '../../../components/BranchSelect.tsx';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import {
  allOption,
  FilterSelect,
  FiltersCard,
  noMatches,
  SearchInput,
  useListSearch,
} from '../../../components/ListFilters.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { openInvoiceCsvUpload } from '../../../components/sales/invoice-csv-upload.ts';
import {
  CreditNotesList,
  EstimatesList,
  InvoicesList,
  PaymentsList,
  ReceiptsList,
} from '../../../components/sales/SalesLists.tsx';
import type { SalesPermissions } from '../../../components/sales/sales-column-parts.tsx';
import {
  isSalesTab,
  newEstimatePath,
  newInvoicePath,
  newReceiptPath,
  newRecurringPath,
  receivePaymentPath,
  recordPrepaymentPath,
  recurringInvoicesPath,
  type SalesTab,
  salesListPath,
  salesTabs,
} from '../../../components/sales/sales-paths.ts';
import { type ListParams, useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';
export function meta() {
  return [{ title: 'Invoices | Owo' }];
}

const invoiceStatusOptions = [
  { value: allOption, label: 'All statuses' },
  ...invoiceListStatuses.map((status: InvoiceListStatus) => ({ value: status, label: invoiceStatusLabels[status] })),
];
const estimateStatusOptions = [
  { value: allOption, label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'open', label: 'Open' },
  { value: 'invoiced', label: 'Invoiced' },
  { value: 'void', label: 'Void' },
];
const creditNoteStatusOptions = [
  { value: allOption, label: 'All statuses' },
  { value: 'applied', label: 'Applied' },
  { value: 'void', label: 'Void' },
];

const filterParams = ['search', 'status', 'branch', 'period', 'from', 'to', 'customer'] as const;

/** The filters of the address, as the lists send them. */
function filtersOf(list: ListParams): SalesListFilters {
  return {
    page: list.page,
    limit: list.limit,
    search: list.get('search'),
    status: list.get('status'),
    branch: list.get('branch'),
    period: list.get('period'),
    from: list.get('from'),
    to: list.get('to'),
    customer: list.get('customer'),
  };
}

/** New invoice, and the other documents behind the arrow beside it. */
function NewMenu({ may }: { may: SalesPermissions }) {
  const queryClient = useQueryClient();
  if (!may.create) return null;
  const uploadCsv = () => openInvoiceCsvUpload(() => void queryClient.invalidateQueries({ queryKey: salesKeys.all }));
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        component={Link}
        to={newInvoicePath()}
        leftSection={<IconPlus size={18} />}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        New invoice
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            px={10}
            aria-label="Other new documents"
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: '1px solid rgba(255,255,255,0.4)' }}
          >
            <IconChevronDown size={16} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={newEstimatePath()} leftSection={<IconFileText size={16} />}>
            Estimate
          </Menu.Item>
          <Menu.Item component={Link} to={newReceiptPath()} leftSection={<IconReceipt size={16} />}>
            Sales receipt
          </Menu.Item>
          <Menu.Item component={Link} to={newRecurringPath()} leftSection={<IconRepeat size={16} />}>
            Recurring invoice
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item component={Link} to={receivePaymentPath()} leftSection={<IconCash size={16} />}>
            Receive payment
          </Menu.Item>
          <Menu.Item component={Link} to={recordPrepaymentPath()} leftSection={<IconFileDollar size={16} />}>
            Record prepayment
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconUpload size={16} />} onClick={uploadCsv}>
            Upload invoices (CSV)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

const emptyWords: Record<SalesTab, { title: string; message: string; none: string; button: string; to: string }> = {
  invoices: {
    title: 'No invoices yet',
    message: 'Write an invoice, approve it and send it to your customer as a PDF.',
    none: 'No invoices match',
    button: 'New invoice',
    to: newInvoicePath(),
  },
  estimates: {
    title: 'No estimates yet',
    message: 'Send a customer a price before the sale; turn it into an invoice in one click.',
    none: 'No estimates match',
    button: 'New estimate',
    to: newEstimatePath(),
  },
  receipts: {
    title: 'No sales receipts yet',
    message: 'A sales receipt records a sale paid on the spot, straight into a bank or cash account.',
    none: 'No receipts match',
    button: 'New sales receipt',
    to: newReceiptPath(),
  },
  payments: {
    title: 'No payments received yet',
    message: 'Record what customers pay against their invoices, or money paid before an invoice.',
    none: 'No payments match',
    button: 'Receive payment',
    to: receivePaymentPath(),
  },
  'credit-notes': {
    title: 'No credit notes yet',
    message:
      'A credit note takes goods returned or money off an approved invoice: open the invoice and choose Credit note.',
    none: 'No credit notes match',
    button: 'Go to invoices',
    to: salesListPath('invoices'),
  },
};

/**
 * /sales/invoice: invoices, estimates, sales receipts and payments received, one tab each (the tab
 * in the address), with the spec's filters (status, branch, period presets and a custom range)
 * in the address too.
 */
export default function SalesDocuments() {
  const list = useListParams();
  const tabParam = list.get('tab');
  const tab: SalesTab = isSalesTab(tabParam) ? tabParam : 'invoices';
  const search = useListSearch(list, 'search');
  const may: SalesPermissions = {
    create: useMay('sales.create'),
    edit: useMay('sales.edit'),
    remove: useMay('sales.delete'),
    approve: useMay('sales.approve'),
  };
  const filters = filtersOf(list);
  const filtered = filterParams.some((name) => Boolean(list.get(name)));
  const clear = () => {
    search.clear();
    list.update(Object.fromEntries(filterParams.map((name) => [name, null])));
  };
  const words = emptyWords[tab];
  const empty = filtered
    ? noMatches(words.none, 'Try other words, another status or period, or clear the filters.', clear)
    : {
        title: words.title,
        message: words.message,
        action: may.create ? (
          <Button component={Link} to={words.to}>
            {words.button}
          </Button>
        ) : undefined,
      };

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Invoices"
        description="What you sell: invoices, estimates, sales receipts and the payments customers make."
        actions={
          <>
            <NewMenu may={may} />
            <Button
              component={Link}
              to={recurringInvoicesPath}
              variant="default"
              leftSection={<IconRepeat size={16} />}
            >
              Recurring
            </Button>
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => list.update({ tab: value === 'invoices' ? null : value, status: null })}
        keepMounted={false}
      >
        <Tabs.List>
          {salesTabs.map((one) => (
            <Tabs.Tab key={one.value} value={one.value}>
              {one.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <FiltersCard>
        <SearchInput search={search} label="Search" placeholder="Number or customer" />
        {tab === 'invoices' ? (
          <FilterSelect list={list} param="status" label="Status" options={invoiceStatusOptions} width={190} />
        ) : null}
        {tab === 'estimates' ? (
          <FilterSelect list={list} param="status" label="Status" options={estimateStatusOptions} width={170} />
        ) : null}
        {tab === 'credit-notes' ? (
          <FilterSelect list={list} param="status" label="Status" options={creditNoteStatusOptions} width={170} />
        ) : null}
        <BranchSelect
          label="Branch"
          placeholder="All branches"
          value={filters.branch || null}
          onChange={(value) => list.update({ branch: value })}
          w={{ base: '100%', xs: 190 }}
        />
        <DateRangeFilter list={list} />
      </FiltersCard>
      {filters.customer ? (
        <Text fz="sm">
          Showing one customer's documents.{' '}
          <Anchor component="button" type="button" fz="sm" onClick={() => list.update({ customer: null })}>
            Show every customer
          </Anchor>
        </Text>
      ) : null}
      {tab === 'invoices' ? <InvoicesList list={list} filters={filters} may={may} empty={empty} /> : null}
      {tab === 'estimates' ? <EstimatesList list={list} filters={filters} may={may} empty={empty} /> : null}
      {tab === 'receipts' ? <ReceiptsList list={list} filters={filters} may={may} empty={empty} /> : null}
      {tab === 'payments' ? <PaymentsList list={list} filters={filters} may={may} empty={empty} /> : null}
      {tab === 'credit-notes' ? <CreditNotesList list={list} filters={filters} may={may} empty={empty} /> : null}
    </Stack>
  );
}
