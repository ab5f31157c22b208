import { Button } from '@mantine/core';
import type { PayrollCreate } from '@owo/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCreatePayroll } from '../../../api/payroll.ts';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { FormPage } from '../../../components/FormPage.tsx';
import { PayrollFields } from '../../../components/payroll/PayrollFields.tsx';
import {
  blankPayroll,
  type PayrollFormValues,
  payrollBody,
  payrollResolver,
  placeServerErrors,
} from '../../../components/payroll/payroll-form.ts';
import { payrollPath, payrollsLink } from '../../../components/payroll/payroll-paths.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';

export function meta() {
  return [{ title: 'Run payroll | Owo' }];
}

type Intent = 'draft' | 'submit';

/** Runs a month's payroll: saved as a draft, or sent for approval at once; Continue opens the run. */
export default function CreatePayroll() {
  const navigate = useNavigate();
  const form = useForm<PayrollFormValues, unknown, PayrollCreate>({
    resolver: payrollResolver,
    defaultValues: blankPayroll(),
  });
  const create = useCreatePayroll();
  const [saving, setSaving] = useState<Intent | null>(null);

  const save = (intent: Intent) =>
    form.handleSubmit(async (body) => {
      setSaving(intent);
      try {
        const response = await create.mutateAsync({ ...body, submit: intent === 'submit' });
        // Saved: the leave prompt lets the page go.
        form.reset(form.getValues());
        openSuccessDialog({
          name: 'payroll',
          message: response.message,
          onContinue: () => void navigate(payrollPath(response.data._id)),
        });
      } catch (error) {
        placeServerErrors(error, payrollBody(form.getValues()).fieldOf);
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the payroll');
      } finally {
        setSaving(null);
      }
    });

  return (
    <FormPage
      title="Run payroll"
      description="Every employee employed in the month is on it, paid by their employment."
      back={payrollsLink}
      maxWidth={1100}
      onSubmit={save('draft')}
      canSave={saving === null}
      unsaved={form.formState.isDirty && saving === null}
      buttons={
        <>
          <Button
            variant="default"
            onClick={save('submit')}
            loading={saving === 'submit'}
            disabled={saving === 'draft'}
          >
            Save and submit for approval
          </Button>
          <Button type="submit" loading={saving === 'draft'} disabled={saving === 'submit'}>
            Save as draft
          </Button>
        </>
      }
    >
      <PayrollFields form={form} />
    </FormPage>
  );
}
