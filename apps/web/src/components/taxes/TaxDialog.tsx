import { Modal } from '@mantine/core';
import { useRef, useState } from 'react';
import type { Tax } from '../../api/taxes.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { openConfirmDialog, openSuccessDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';
import { TaxForm } from './TaxForm.tsx';

interface TaxDialogProps {
  opened: boolean;
  /** The tax to change; a new tax when left out. */
  tax?: Tax;
  onClose: () => void;
  /** After a new tax's success dialog is continued. */
  onCreated?: (tax: { _id: string; name: string }) => void;
}

/**
 * The tax form in a dialog. Closing it with changes asks first ('Do you want to leave without
 * saving changes'); a new tax ends with the spec's success dialog.
 */
export function TaxDialog({ opened, tax, onClose, onCreated }: TaxDialogProps) {
  const phone = usePhone();
  const dirty = useRef(false);
  const [key, setKey] = useState(0);

  const close = () => {
    dirty.current = false;
    setKey((value) => value + 1);
    onClose();
  };
  const askToClose = () => {
    if (!dirty.current) return close();
    openConfirmDialog({
      title: 'Unsaved changes',
      message: 'Do you want to leave without saving changes',
      danger: true,
      onConfirm: async () => close(),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={askToClose}
      title={tax ? `Edit ${tax.name}` : 'New tax'}
      size="lg"
      fullScreen={phone}
    >
      <TaxForm
        key={`${tax?._id ?? 'new'}-${key}`}
        tax={tax}
        onDirtyChange={(value) => {
          dirty.current = value;
        }}
        onCancel={askToClose}
        onSaved={(saved, created) => {
          close();
          if (created) {
            openSuccessDialog({
              name: 'tax',
              message: `${saved.name} created successfully`,
              onContinue: () => onCreated?.(saved),
            });
          } else toast({ type: 'success', msg: 'Tax updated' });
        }}
      />
    </Modal>
  );
}
