import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { openSuccessDialog } from '../dialogs.ts';
import { FormPage } from '../FormPage.tsx';
import { productsList } from '../products/product-columns.tsx';

interface StockFormPageProps<Values extends FieldValues, Output> {
  title: string;
  description: string;
  maxWidth: number;
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's values with nothing filled in: what it starts from again after a save. */
  blank: () => Values;
  /** The stock write (useAddStock, useStockTransfer...). */
  write: { mutateAsync: (values: Output) => Promise<{ message: string }>; isPending: boolean };
  /** Which success dialog of the spec this is: 'stock', 'transfers'. */
  successName: string;
  /** The title of the toast when a save fails where no field can say why: 'Could not add the stock'. */
  failure: string;
  /** The submit button's words: 'Add stock'. */
  submitLabel: string;
  /** Shown under the form (the recent transfers). */
  below?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A stock page (add, inflow, adjustment, transfer): saved once, then Success, and Continue goes to the products. */
export function StockFormPage<Values extends FieldValues, Output>(props: StockFormPageProps<Values, Output>) {
  const { form, write } = props;
  const navigate = useNavigate();

  const save = form.handleSubmit(async (values) => {
    try {
      const response = await write.mutateAsync(values);
      form.reset(props.blank());
      openSuccessDialog({
        name: props.successName,
        message: response.message,
        onContinue: () => void navigate(productsList.path),
      });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, props.failure);
    }
  });

  return (
    <FormPage
      title={props.title}
      description={props.description}
      back={productsList}
      maxWidth={props.maxWidth}
      onSubmit={save}
      canSave={!write.isPending}
      unsaved={form.formState.isDirty && !write.isPending}
      buttons={
        <Button type="submit" loading={write.isPending}>
          {props.submitLabel}
        </Button>
      }
      below={props.below}
    >
      {props.children}
    </FormPage>
  );
}
