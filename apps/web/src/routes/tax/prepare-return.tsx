import { Alert, Button, Card, Center, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type TaxReturnType, taxReturnFileSchema, todayInLagos } from '@owo/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useFileReturn, usePreparedReturn } from '../../api/tax-returns.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { DateField } from '../../components/DateField.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReturnFigures } from '../../components/tax-returns/ReturnFigures.tsx';
import {
  lastMonth,
  monthName,
  returnTypeLabels,
  taxHomePath,
  taxReturnPath,
} from '../../components/tax-returns/tax-return-paths.ts';
import { toast } from '../../components/toast.tsx';
import { formatDay } from '../../lib/format.ts';
import { useMay } from '../../session/permissions.ts';

export function meta() {
  return [{ title: 'Prepare a tax return | Owo' }];
}

const isType = (value: string | null): value is TaxReturnType => value === 'vat' || value === 'wht';

/** Filing: the NRS (or State) acknowledgement and the day, checked with the API's own schema. */
function FileForm({ type, period }: { type: TaxReturnType; period: string }) {
  const [reference, setReference] = useState('');
  const [filedOn, setFiledOn] = useState(todayInLagos());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const file = useFileReturn();
  const navigate = useNavigate();

  async function submit() {
    const body = { type, period, reference, filedOn };
    const parsed = taxReturnFileSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      const answer = await file.mutateAsync(body);
      toast({ type: 'success', msg: `${returnTypeLabels[type]} return for ${monthName(period)} filed` });
      navigate(taxReturnPath(answer.data._id));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
    }
  }

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>File this return</Text>
        <Text fz="sm" c="dimmed">
          File it on the NRS portal, then record the acknowledgement here: the figures are frozen as they are now.
        </Text>
        <Group align="flex-start" grow wrap="wrap">
          <TextInput
            label="Filing reference"
            description="NRS or State acknowledgement"
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={errors.reference}
            required
            miw={200}
          />
          <DateField label="Filing date" value={filedOn} onChange={setFiledOn} error={errors.filedOn} miw={160} />
        </Group>
        <Group justify="flex-end">
          <Button onClick={submit} loading={file.isPending}>
            File return
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /tax/prepare-return?type=vat&period=2026-03: a month's return from the books, figure by figure, then filed. */
export default function PrepareReturn() {
  const [params, setParams] = useSearchParams();
  const type = isType(params.get('type')) ? (params.get('type') as TaxReturnType) : 'vat';
  const period = /^\d{4}-\d{2}$/.test(params.get('period') ?? '') ? (params.get('period') as string) : lastMonth();
  const prepared = usePreparedReturn(type, period);
  const mayFile = useMay('tax.file');
  const view = prepared.data?.data;
  const choose = (next: { type?: string; period?: string }) =>
    setParams({ type: next.type ?? type, period: next.period ?? period }, { replace: true });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        back={<BackLink to={taxHomePath} label="Tax" />}
        title="Prepare a return"
        description="Every figure comes from your books for the month; open one to see the documents behind it."
      />
      <Group align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Return type"
          value={type}
          onChange={(value) => choose({ type: value })}
          data={[
            { value: 'vat', label: 'VAT' },
            { value: 'wht', label: 'WHT' },
          ]}
        />
        <TextInput
          label="Month"
          type="month"
          value={period}
          onChange={(event) => event.currentTarget.value && choose({ period: event.currentTarget.value })}
          w={180}
        />
      </Group>
      {prepared.isPending ? (
        <Center py="xl">
          <Loader aria-label="Preparing the return" />
        </Center>
      ) : view ? (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Text fz="sm">
              {returnTypeLabels[view.type]} return for {monthName(view.period)} · due {formatDay(view.dueDate)}
            </Text>
            <Group gap={6}>
              <Text fz="sm">Amount due</Text>
              <MoneyText amount={view.amountDue} fw={700} />
            </Group>
          </Group>
          <ReturnFigures prepared={view} />
          {view.filedReturnId ? (
            <Alert color="teal" title="Already filed">
              This month's return has been filed.{' '}
              <Link to={taxReturnPath(view.filedReturnId)}>Open the filed return</Link> to see what was filed and pay
              it.
            </Alert>
          ) : mayFile ? (
            <FileForm type={type} period={period} />
          ) : null}
        </Stack>
      ) : (
        <Alert color="red" title="The return could not be prepared">
          Check the month and try again.
        </Alert>
      )}
    </Stack>
  );
}
