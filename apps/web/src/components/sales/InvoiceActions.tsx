import { Button, Menu } from '@mantine/core';
import {
  IconBell,
  IconBrandWhatsapp,
  IconCash,
  IconCheck,
  IconChevronDown,
  IconDownload,
  IconFileMinus,
  IconLink,
  IconMail,
  IconPencil,
  IconReceiptRefund,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { type InvoiceDetail, useDocumentShare } from '../../api/invoices.ts';
import { useCustomerCredit } from '../../api/payments.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useMay } from '../../session/permissions.ts';
import { toast } from '../toast.tsx';
import { openApplyCreditDialog } from './ApplyCreditDialog.tsx';
import { emailsOf } from './email-list.ts';
import { editInvoicePath, invoicesPath, newCreditNotePath, receivePaymentPath } from './sales-paths.ts';
import { openSendDialog, useInvoiceActions, usePdfDownload } from './use-sales-actions.tsx';

export const owingStatuses = new Set(['unpaid', 'partly-paid', 'overdue']);
export const unapprovedStatuses = new Set(['draft', 'awaiting-approval']);
/** Approved and not void: it can be credited. */
export const creditableStatuses = new Set(['unpaid', 'partly-paid', 'overdue', 'paid']);

/** One thing that can be done to the invoice, shown as a button or as a menu item. */
interface InvoiceAction {
  label: string;
  icon: ReactNode;
  /** Where it goes, for a link; otherwise `run` is called. */
  to?: string;
  /** Outside the app (WhatsApp), opened in a new tab. */
  href?: string;
  run?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** It undoes or removes: red. */
  danger?: boolean;
  /** Rarely needed: kept in the More menu even on a wide screen. */
  secondary?: boolean;
}

/** The public link on the clipboard; where the browser refuses, the link is shown to copy by hand. */
function copyLink(url: string) {
  navigator.clipboard
    ?.writeText(url)
    .then(() => toast({ type: 'success', msg: 'Link copied' }))
    .catch(() => toast({ type: 'info', msg: url, duration: 10000, title: 'The public link' }));
}

/**
 * What can be done next: approve or reject one waiting; record a payment or apply credit on one
 * owed; download, email, remind or share on WhatsApp; edit; void or delete. On a wide screen each
 * is a button, the rare ones under More; on a phone only the one the invoice's state calls for is
 * a button, so the figures are not pushed below a wall of buttons, and the rest wait under More actions.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const actions = useInvoiceDoables(invoice);
  const phone = usePhone();
  const primary = actions.find((action) => action.label === primaryActionOf(invoice, actions));
  if (phone) {
    const rest = actions.filter((action) => action !== primary);
    return (
      <>
        {/* Without icons and with less padding the two fit side by side in a 360 px phone's 328 px. */}
        {primary ? <ActionButton action={primary} primary compact /> : null}
        <ActionMenu label="More actions" actions={rest} compact />
      </>
    );
  }
  const secondary = actions.filter((action) => action.secondary);
  return (
    <>
      {actions
        .filter((action) => !action.secondary)
        .map((action) => (
          <ActionButton key={action.label} action={action} primary={action === primary} />
        ))}
      <ActionMenu label="More" actions={secondary} />
    </>
  );
}

/**
 * The one step the invoice's state calls for: approve one waiting, record a payment on one owed,
 * send one settled; otherwise edit a draft the user cannot approve, or download it.
 */
function primaryActionOf(invoice: InvoiceDetail, actions: readonly InvoiceAction[]): string | undefined {
  const preferred = unapprovedStatuses.has(invoice.status)
    ? ['Approve', 'Edit']
    : owingStatuses.has(invoice.status)
      ? ['Record payment', 'Send by email']
      : ['Send by email', 'Download PDF'];
  return preferred.find((label) => actions.some((action) => action.label === label));
}

/** Every action the invoice's state and the member's permissions allow, in the order they are shown. */
function useInvoiceDoables(invoice: InvoiceDetail): InvoiceAction[] {
  const navigate = useNavigate();
  const mayApprove = useMay('sales.approve');
  const mayCreate = useMay('sales.create');
  const mayEdit = useMay('sales.edit');
  const mayDelete = useMay('sales.delete');
  const actions = useInvoiceActions();
  const pdf = usePdfDownload();
  const { status } = invoice;
  const isOwed = owingStatuses.has(status);
  const credit = useCustomerCredit(isOwed && mayCreate ? invoice.customer._id : '').data?.data.credit ?? 0;
  const ref = { _id: invoice._id, number: invoice.invoiceNumber };
  const approved = !unapprovedStatuses.has(status) && status !== 'void';
  const deciding = actions.decidingId === invoice._id;
  const share = useDocumentShare('invoice', invoice._id, approved).data?.data;

  const list: Array<InvoiceAction | false | undefined> = [
    mayApprove &&
      unapprovedStatuses.has(status) && {
        label: 'Approve',
        icon: <IconCheck size={16} />,
        loading: deciding,
        run: () => actions.decide(ref, 'approve'),
      },
    mayApprove &&
      status === 'awaiting-approval' && {
        label: 'Reject',
        icon: <IconX size={16} />,
        disabled: deciding,
        run: () => actions.decide(ref, 'reject'),
      },
    mayCreate &&
      isOwed && {
        label: 'Record payment',
        icon: <IconCash size={16} />,
        to: receivePaymentPath({ customer: invoice.customer._id, invoice: invoice._id }),
      },
    // What changes the books once posted needs the approve permission (server: sales.ledger.ts postingRules).
    mayApprove &&
      creditableStatuses.has(status) && {
        label: 'Credit note',
        icon: <IconFileMinus size={16} />,
        to: newCreditNotePath(invoice._id),
      },
    {
      label: 'Download PDF',
      icon: <IconDownload size={16} />,
      loading: pdf.busyId === invoice._id,
      run: () => pdf.download('invoice', ref),
    },
    approved && {
      label: 'Send by email',
      icon: <IconMail size={16} />,
      run: () => openSendDialog('invoice', { ...ref, to: emailsOf(invoice.customer.email) }),
    },
    mayEdit &&
      (unapprovedStatuses.has(status) || (mayApprove && (status === 'unpaid' || status === 'overdue'))) && {
        label: 'Edit',
        icon: <IconPencil size={16} />,
        to: editInvoicePath(invoice._id),
      },
    approved && share && { label: 'WhatsApp', icon: <IconBrandWhatsapp size={16} />, href: share.whatsappUrl },
    mayDelete &&
      mayApprove &&
      (status === 'unpaid' || status === 'overdue') && {
        label: 'Void',
        icon: <IconX size={16} />,
        danger: true,
        run: () => actions.voidIt(ref),
      },
    mayDelete &&
      unapprovedStatuses.has(status) && {
        label: 'Delete',
        icon: <IconTrash size={16} />,
        danger: true,
        run: () => actions.remove(ref, () => void navigate(invoicesPath)),
      },
    share && {
      label: 'Copy the public link',
      icon: <IconLink size={16} />,
      secondary: true,
      run: () => copyLink(share.publicUrl),
    },
    isOwed && {
      label: 'Send a reminder',
      icon: <IconBell size={16} />,
      secondary: true,
      disabled: actions.reminding,
      run: () => actions.remind(ref),
    },
    mayCreate &&
      isOwed &&
      credit > 0 && {
        label: 'Apply customer credit',
        icon: <IconReceiptRefund size={16} />,
        secondary: true,
        run: () =>
          openApplyCreditDialog({
            invoiceId: invoice._id,
            number: invoice.invoiceNumber,
            credit,
            amountDue: invoice.amountDue,
            currency: invoice.currency.name,
          }),
      },
  ];
  return list.filter((action): action is InvoiceAction => Boolean(action));
}

function ActionButton({ action, primary, compact }: { action: InvoiceAction; primary: boolean; compact?: boolean }) {
  const look = {
    variant: primary ? 'filled' : action.danger ? 'light' : 'default',
    color: action.danger ? 'red' : undefined,
    leftSection: compact ? undefined : action.icon,
    px: compact ? 'sm' : undefined,
    loading: action.loading,
    disabled: action.disabled,
    children: action.label,
  } as const;
  if (action.to) return <Button component={Link} to={action.to} {...look} />;
  if (action.href) {
    return <Button component="a" href={action.href} target="_blank" rel="noopener noreferrer" {...look} />;
  }
  return <Button onClick={action.run} {...look} />;
}

function ActionMenuItem({ action }: { action: InvoiceAction }) {
  const look = {
    leftSection: action.icon,
    color: action.danger ? 'red' : undefined,
    disabled: action.disabled || action.loading,
    children: action.label,
  } as const;
  if (action.to) return <Menu.Item component={Link} to={action.to} {...look} />;
  if (action.href) {
    return <Menu.Item component="a" href={action.href} target="_blank" rel="noopener noreferrer" {...look} />;
  }
  return <Menu.Item onClick={action.run} {...look} />;
}

function ActionMenu(props: { label: string; actions: readonly InvoiceAction[]; compact?: boolean }) {
  const { label, actions, compact } = props;
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" px={compact ? 'sm' : undefined} rightSection={<IconChevronDown size={16} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <ActionMenuItem key={action.label} action={action} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
