import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconCash, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type SalesListFilters, useEstimates, useInvoices, useReceipts } from '../../api/invoices.ts';
import { useMay } from '../../session/permissions.ts';
import { setRowsPerPage, useRowsPerPage } from '../../session/storage.ts';
import { DataTable } from '../DataTable.tsx';
import type { SalesPermissions } from './sales-column-parts.tsx';
import { estimateColumns, invoiceColumns, receiptColumns } from './sales-columns.tsx';
import { invoicePath, newEstimatePath, newInvoicePath, newReceiptPath, receivePaymentPath } from './sales-paths.ts';
import {
  openSendDialog,
  useDocumentRemoval,
  useInvoiceActions,
  useInvoiceFromEstimate,
  usePdfDownload,
} from './use-sales-actions.tsx';

type Kind = 'invoices' | 'estimates' | 'receipts';

/** A customer's invoices, estimates and sales receipts (spec section 3: per-customer lists with paging). */
export function CustomerDocuments({ customerId }: { customerId: string }) {
  const [tab, setTab] = useState<Kind>('invoices');
  const may: SalesPermissions = {
    create: useMay('sales.create'),
    edit: useMay('sales.edit'),
    remove: useMay('sales.delete'),
    approve: useMay('sales.approve'),
  };
  return (
    <Stack gap="md">
      {may.create ? (
        <Group gap="sm">
          <Button component={Link} to={newInvoicePath(customerId)} leftSection={<IconPlus size={16} />} size="xs">
            New invoice
          </Button>
          <Button component={Link} to={newEstimatePath(customerId)} variant="default" size="xs">
            New estimate
          </Button>
          <Button component={Link} to={newReceiptPath(customerId)} variant="default" size="xs">
            New sales receipt
          </Button>
          <Button
            component={Link}
            to={receivePaymentPath({ customer: customerId })}
            variant="default"
            size="xs"
            leftSection={<IconCash size={16} />}
          >
            Receive payment
          </Button>
        </Group>
      ) : null}
      <Tabs value={tab} onChange={(value) => setTab((value as Kind | null) ?? 'invoices')}>
        <Tabs.List>
          <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
          <Tabs.Tab value="estimates">Estimates</Tabs.Tab>
          <Tabs.Tab value="receipts">Receipts</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'invoices' ? <CustomerInvoices customerId={customerId} may={may} /> : null}
      {tab === 'estimates' ? <CustomerEstimates customerId={customerId} may={may} /> : null}
      {tab === 'receipts' ? <CustomerReceipts customerId={customerId} may={may} /> : null}
    </Stack>
  );
}

/** The page and rows of one tab, kept while the customer's page is open. */
function usePaging(customerId: string) {
  const [page, setPage] = useState(1);
  const limit = useRowsPerPage();
  const filters: SalesListFilters = { page, limit, customer: customerId };
  const setLimit = (rows: number) => {
    setRowsPerPage(rows);
    setPage(1);
  };
  return { filters, setPage, setLimit };
}

interface TabProps {
  customerId: string;
  may: SalesPermissions;
}

function CustomerInvoices({ customerId, may }: TabProps) {
  const paging = usePaging(customerId);
  const invoices = useInvoices(paging.filters);
  const actions = useInvoiceActions();
  const pdf = usePdfDownload();
  const ref = (invoice: { _id: string; invoiceNumber: string }) => ({
    _id: invoice._id,
    number: invoice.invoiceNumber,
  });
  return (
    <DataTable
      label="The customer's invoices"
      columns={invoiceColumns(may, {
        approve: (invoice) => actions.decide(ref(invoice), 'approve'),
        send: (invoice) => openSendDialog('invoice', { ...ref(invoice), to: [] }),
        remind: (invoice) => actions.remind(ref(invoice)),
        download: (invoice) => pdf.download('invoice', ref(invoice)),
        voidIt: (invoice) => actions.voidIt(ref(invoice)),
        remove: (invoice) => actions.remove(ref(invoice)),
      })}
      rows={invoices.data?.data}
      rowKey={(invoice) => invoice._id}
      loading={invoices.isPending}
      fetching={invoices.isFetching}
      pageInfo={invoices.data?.pageInfo}
      onPageChange={paging.setPage}
      onRowsPerPageChange={paging.setLimit}
      minWidth={900}
      empty={{ title: 'No invoices yet', message: 'Invoices for this customer are listed here, with what they owe.' }}
    />
  );
}

function CustomerEstimates({ customerId, may }: TabProps) {
  const navigate = useNavigate();
  const paging = usePaging(customerId);
  const estimates = useEstimates(paging.filters);
  const pdf = usePdfDownload();
  const remove = useDocumentRemoval('estimate');
  const toInvoice = useInvoiceFromEstimate((id) => void navigate(invoicePath(id)));
  const ref = (estimate: { _id: string; estimateNumber: string }) => ({
    _id: estimate._id,
    number: estimate.estimateNumber,
  });
  return (
    <DataTable
      label="The customer's estimates"
      columns={estimateColumns(may, {
        toInvoice: (estimate) => toInvoice.run(ref(estimate)),
        download: (estimate) => pdf.download('estimate', ref(estimate)),
        send: (estimate) => openSendDialog('estimate', { ...ref(estimate), to: [] }),
        remove: (estimate) => remove(ref(estimate)),
      })}
      rows={estimates.data?.data}
      rowKey={(estimate) => estimate._id}
      loading={estimates.isPending}
      fetching={estimates.isFetching}
      pageInfo={estimates.data?.pageInfo}
      onPageChange={paging.setPage}
      onRowsPerPageChange={paging.setLimit}
      minWidth={820}
      empty={{ title: 'No estimates yet', message: 'Estimates for this customer are listed here.' }}
    />
  );
}

function CustomerReceipts({ customerId, may }: TabProps) {
  const paging = usePaging(customerId);
  const receipts = useReceipts(paging.filters);
  const pdf = usePdfDownload();
  const remove = useDocumentRemoval('receipt');
  const ref = (receipt: { _id: string; receiptNo: string }) => ({ _id: receipt._id, number: receipt.receiptNo });
  return (
    <DataTable
      label="The customer's sales receipts"
      columns={receiptColumns(may, {
        download: (receipt) => pdf.download('receipt', ref(receipt)),
        send: (receipt) => openSendDialog('receipt', { ...ref(receipt), to: [] }),
        remove: (receipt) => remove(ref(receipt)),
      })}
      rows={receipts.data?.data}
      rowKey={(receipt) => receipt._id}
      loading={receipts.isPending}
      fetching={receipts.isFetching}
      pageInfo={receipts.data?.pageInfo}
      onPageChange={paging.setPage}
      onRowsPerPageChange={paging.setLimit}
      minWidth={820}
      empty={{ title: 'No sales receipts yet', message: 'Sales paid on the spot by this customer are listed here.' }}
    />
  );
}
