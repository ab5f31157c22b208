import { Select, SimpleGrid } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useContactOptions, useVatTaxes } from '../../api/bank.ts';

/** The fields a form needs for these two: its values have `tax` and `contact`, each an id or null. */
interface TaxAndContactValues extends FieldValues {
  tax: string | null;
  contact: string | null;
}

/**
 * Tax (VAT, the bank amount including it) and contact (a customer or vendor) of an entry made from a
 * statement line: the same two fields in 'Create entry' and in a bank rule's proposal.
 */
export function TaxAndContactFields<Values extends TaxAndContactValues, Parsed extends FieldValues>({
  control,
  withHints = false,
}: {
  control: Control<Values, unknown, Parsed>;
  /** A line under each field saying when it matters (the rule form, filled once and kept). */
  withHints?: boolean;
}) {
  const taxes = useVatTaxes();
  const contacts = useContactOptions().data?.data ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Controller
        control={control}
        name={'tax' as Path<Values>}
        render={({ field, fieldState }) => (
          <Select
            label="Tax"
            placeholder="No VAT"
            description={withHints ? 'With VAT, the bank amount includes it' : undefined}
            clearable
            data={taxes.map((tax) => ({ value: tax._id, label: tax.name }))}
            value={(field.value as string | null) ?? null}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={'contact' as Path<Values>}
        render={({ field, fieldState }) => (
          <Select
            label="Contact"
            placeholder="Nobody"
            description={withHints ? 'Required for Accounts Receivable or Payable' : undefined}
            clearable
            searchable
            nothingFoundMessage="No customer or vendor matches"
            data={contacts.map((contact) => ({ value: contact._id, label: contact.name }))}
            value={(field.value as string | null) ?? null}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
