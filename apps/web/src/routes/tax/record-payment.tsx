import { Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useRecordTaxPayment, useTaxReturn } from '../../api/tax-returns.ts';
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

/** /tax/record-payment?return=: pay a filed return, in full or in part (Dr the tax payable, Cr the bank). */
export default function RecordTaxPayment() {
  const [params] = useSearchParams();
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
                await record.mutateAsync(values);
                toast({ type: 'success', msg: 'Tax payment recorded' });
                navigate(taxReturnPath(taxReturn._id));
              }}
            />
          </Stack>
        );
      }}
    </RecordLoader>
  );
}
