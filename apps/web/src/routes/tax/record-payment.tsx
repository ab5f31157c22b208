import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { uploadAttachment } from '../../api/attachments.ts';
import { useRecordTaxPayment, useTaxReturn } from '../../api/tax-returns.ts';
import { ReceiptPicker } from '../../components/attachments/ReceiptPicker.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordLoader } from '../../components/RecordPage.tsx';
import { blankPayment, TaxPaymentForm } from '../../components/tax-returns/TaxPaymentForm.tsx';
import {
  monthName,
  returnTypeLabels,
  taxHomePath,
  taxReturnPath,
} from '../../components/tax-returns/tax-return-paths.ts';
import { toast } from '../../components/toast.tsx';
import { formatMoney } from '../../lib/format.ts';

export function meta() {
  return [{ title: 'Record tax payment | Owo' }];
}

/**
 * /tax/record-payment?return=: pay a filed return, in full or in part (Dr the tax payable, Cr the
 * bank), with its receipt, sent once the payment is saved.
 */
export default function RecordTaxPayment() {
  const [params] = useSearchParams();
  const [receipt, setReceipt] = useState<File | null>(null);
  const returnId = params.get('return') ?? '';
  const query = useTaxReturn(returnId);
  const record = useRecordTaxPayment();
  const navigate = useNavigate();
  return (
    <RecordLoader query={query} noun="tax return" back={{ path: taxHomePath, label: 'Tax' }}>
      {(taxReturn) => {
        const owed = Math.max(0, Math.round((taxReturn.amountDue - taxReturn.amountPaid) * 100) / 100);
        return (
          <Stack gap="lg" maw={720}>
            <PageHeader
              back={<BackLink to={taxReturnPath(taxReturn._id)} label="Tax return" />}
              title="Record tax payment"
              description={`${returnTypeLabels[taxReturn.type]} return for ${monthName(taxReturn.period)}`}
            />
            <Text fz="sm">Still owed: {formatMoney(owed)}</Text>
            <TaxPaymentForm
              initial={blankPayment(taxReturn._id, owed)}
              submitLabel="Record payment"
              pending={record.isPending}
              onSubmit={async (values) => {
                const response = await record.mutateAsync(values);
                toast({ type: 'success', msg: 'Tax payment recorded' });
                if (receipt) {
                  try {
                    await uploadAttachment({ kind: 'tax-payment', id: response.data._id }, receipt, () => undefined);
                  } catch {
                    toast({
                      type: 'warn',
                      msg: 'The payment is recorded, but its receipt could not be attached: attach it on the payment’s page.',
                    });
                  }
                }
                navigate(taxReturnPath(taxReturn._id));
              }}
            >
              <ReceiptPicker file={receipt} onChange={setReceipt} owner="payment" />
            </TaxPaymentForm>
          </Stack>
        );
      }}
    </RecordLoader>
  );
}
