import { Alert, Button, Stack } from '@mantine/core';
import { type PayrollCreate, type PayrollUpdateInput, payrollMessages } from '@owo/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { type PayrollRun, usePayroll, useUpdatePayroll } from '../../../api/payroll.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { FormPage } from '../../../components/FormPage.tsx';
import { PayrollFields } from '../../../components/payroll/PayrollFields.tsx';
import { monthText } from '../../../components/payroll/PayrollStatusBadge.tsx';
import {
  type PayrollFormValues,
  payrollBody,
  payrollResolver,
  placeServerErrors,
  valuesOfRun,
} from '../../../components/payroll/payroll-form.ts';
import { payrollPath, payrollsPath, selectPayrollMessage } from '../../../components/payroll/payroll-paths.ts';
import { RecordLoader, requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { toast } from '../../../components/toast.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import type { Route } from './+types/edit-payroll';

export function meta() {
  return [{ title: 'Edit payroll | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, payrollsPath, selectPayrollMessage);
}

/** A draft run's bank, proration and extras, changed and worked out again by the server. */
export default function EditPayroll() {
  const [searchParams] = useSearchParams();
  const run = usePayroll(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={run} noun="payroll" back={{ path: payrollsPath, label: 'Payroll' }}>
      {(loaded) => <EditPayrollForm run={loaded} />}
    </RecordLoader>
  );
}

function EditPayrollForm({ run }: { run: PayrollRun }) {
  const navigate = useNavigate();
  const back = { path: payrollPath(run._id), label: `Payroll ${run.number}` };
  const form = useForm<PayrollFormValues, unknown, PayrollCreate>({
    resolver: payrollResolver,
    defaultValues: valuesOfRun(run),
  });
  const update = useUpdatePayroll();
  const [saving, setSaving] = useState(false);
  const { dirtyFields, isDirty } = form.formState;

  if (run.status !== 'draft' && run.status !== 'awaiting-approval') {
    return (
      <Stack gap="lg" maw={1100}>
        <BackLink to={back.path} label={back.label} />
        <Alert color="yellow" title="This payroll cannot be changed">
          {payrollMessages.notDraft}
        </Alert>
      </Stack>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    // PATCH takes only what changed (spec section 4).
    const body: PayrollUpdateInput = {};
    if (dirtyFields.bank) body.bank = values.bank ?? null;
    if (dirtyFields.prorationBasis) body.prorationBasis = values.prorationBasis;
    if (dirtyFields.extras) body.lines = values.lines;
    if (Object.keys(body).length === 0) {
      toast({ type: 'info', msg: 'Nothing has changed' });
      return;
    }
    setSaving(true);
    try {
      const response = await update.mutateAsync({ id: run._id, body });
      form.reset(valuesOfRun(response.data));
      openSuccessDialog({
        name: 'payroll',
        message: response.message,
        onContinue: () => void navigate(back.path),
      });
    } catch (error) {
      placeServerErrors(error, payrollBody(form.getValues()).fieldOf);
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the payroll');
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormPage
      title={`Edit payroll ${run.number}`}
      description={`${monthText(run.period)}: the extras, the bank account and the proration; the run is worked out again.`}
      back={back}
      maxWidth={1100}
      onSubmit={onSubmit}
      canSave={!saving}
      unsaved={isDirty && !saving}
      buttons={
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      }
    >
      <PayrollFields form={form} saved />
    </FormPage>
  );
}
