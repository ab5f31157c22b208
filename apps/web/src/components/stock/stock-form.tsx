import { Card, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import { useProduct } from '../../api/products.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { BranchSelect } from '../BranchSelect.tsx';
import { DateField } from '../DateField.tsx';
import type { PickedProduct } from './ProductSelect.tsx';

/* What the stock forms share: the account stock is paid from, branch and date fields, picked products. */

/** A bank account in the home currency, Accounts Payable, or Opening Balance Equity (as the server takes). */
export const isPaidFromAccount = (account: Account) =>
  account.isActive &&
  account.currency === null &&
  (account.isBank || account.systemKey === 'payables' || account.systemKey === 'opening-balance-equity');

/** The picked products' names and units by id, for the lines and the selects. */
export function usePickedProducts() {
  const [picked, setPicked] = useState<Record<string, PickedProduct>>({});
  const pick = useCallback(
    (product: PickedProduct) => setPicked((current) => ({ ...current, [product.id]: product })),
    [],
  );
  return { picked, pick };
}

/** A product named in the address (?product=<id>, from the product's page): read so its name shows. */
export function useProductFromAddress(id: string, pick: (product: PickedProduct) => void) {
  const product = useProduct(id).data?.data;
  useEffect(() => {
    if (product) pick({ id: product._id, name: product.name, unit: product.unitOfMeasurement.unit });
  }, [product, pick]);
}

interface FieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  description?: string;
}

export function BranchField<Values extends FieldValues>({ control, name, label, description }: FieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <BranchSelect
          label={label}
          description={description}
          placeholder="Choose a branch"
          withAsterisk
          clearable={false}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function DateInputField<Values extends FieldValues>({ control, name, label }: FieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField {...field} label={label} withAsterisk error={fieldState.error?.message} />
      )}
    />
  );
}

export function PaidFromField<Values extends FieldValues>({ control, name, label, description }: FieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AccountSelect
          label={label}
          description={description}
          placeholder="Choose an account"
          withAsterisk
          accountFilter={isPaidFromAccount}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A card of a stock form: its header fields, a note, the items. */
export function FormCard({ children }: { children: ReactNode }) {
  return <Card p={{ base: 'md', sm: 'lg' }}>{children}</Card>;
}

/** The card of a form's header fields: two columns on a desktop, one on a phone. */
export function FieldsCard({ children }: { children: ReactNode }) {
  return (
    <FormCard>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </FormCard>
  );
}
