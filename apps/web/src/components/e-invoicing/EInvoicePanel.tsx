import { Alert, Badge, Button, Code, Group, Stack, Stepper, Text } from '@mantine/core';
import type { EInvoice } from '@owo/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type EInvoiceKind, useEInvoice, useRetryEInvoice } from '../../api/e-invoicing.ts';
import { formatDay } from '../../lib/format.ts';
import { useMay } from '../../session/permissions.ts';
import { Section } from '../sales/DocumentView.tsx';
import { toast } from '../toast.tsx';

const stateLabels: Record<EInvoice['state'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  'in-progress': { label: 'On its way', color: 'blue' },
  confirmed: { label: 'Confirmed by NRS', color: 'green' },
  refused: { label: 'Refused by NRS', color: 'red' },
  failed: { label: 'Not sent', color: 'orange' },
};

/**
 * A document's NRS e-invoice: its IRN, each step (IRN checked, validated, signed, transmitted,
 * confirmed) and, when NRS refused it or could not be reached, why, in plain words, with Send
 * again. Nothing shows for a document never sent to NRS.
 */
export function EInvoicePanel({ kind, id }: { kind: EInvoiceKind; id: string }) {
  const query = useEInvoice(kind, id);
  const retry = useRetryEInvoice(kind, id);
  const mayRetry = useMay('sales.edit');
  const eInvoice = query.data;
  if (!eInvoice) return null;
  const state = stateLabels[eInvoice.state];
  const active = eInvoice.steps.findIndex((step) => step.state !== 'done');
  const sendAgain = () =>
    retry.mutateAsync().then(
      (response) => toast({ type: 'success', msg: response.message }),
      (error: Error) => toast({ type: 'error', msg: error.message }),
    );

  return (
    <Section title="NRS e-invoice">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed" fw={600}>
              IRN
            </Text>
            <Code fz="sm">{eInvoice.irn}</Code>
          </Stack>
          <Group gap="xs">
            <Badge color={state.color} variant="light">
              {state.label}
            </Badge>
            {eInvoice.paymentStatus !== 'PENDING' ? (
              <Badge variant="outline">NRS payment: {eInvoice.paymentStatus.toLowerCase()}</Badge>
            ) : null}
          </Group>
        </Group>
        <Stepper
          active={active === -1 ? eInvoice.steps.length : active}
          size="xs"
          orientation="vertical"
          allowNextStepsSelect={false}
        >
          {eInvoice.steps.map((step) => (
            <Stepper.Step
              key={step.step}
              label={step.label}
              description={step.at ? formatDay(step.at.slice(0, 10)) : step.state === 'pending' ? 'Waiting' : undefined}
              color={step.state === 'refused' || step.state === 'failed' ? 'red' : undefined}
              icon={step.state === 'refused' || step.state === 'failed' ? <IconAlertTriangle size={14} /> : undefined}
            />
          ))}
        </Stepper>
        {eInvoice.reason ? (
          <Alert color={eInvoice.state === 'refused' ? 'red' : 'orange'} variant="light" title={state.label}>
            <Stack gap="xs">
              <Text fz="sm">{eInvoice.reason}</Text>
              {mayRetry && (eInvoice.state === 'refused' || eInvoice.state === 'failed') ? (
                <Group>
                  <Button size="xs" onClick={sendAgain} loading={retry.isPending}>
                    Send again
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Section>
  );
}
