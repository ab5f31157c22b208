import { Card, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { PurchaseOrder as PurchaseOrderBody } from '@owo/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { vendorCalls } from '../../api/vendors.ts';
import { optionList } from '../../lib/options.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { DateField } from '../DateField.tsx';
import type { Picked } from '../sales/SearchSelect.tsx';
import { PurchaseOrderLines } from './PurchaseOrderLines.tsx';
import type { PurchaseFormValues } from './purchase-order-form.ts';

/*
 * The fields of a purchase order (new-purchase, edit-purchase): vendor, branch to deliver to,
 * order and expected delivery dates, reference, address and note, the items (a product, or an
 * expense account alone) and the totals worked out as the server will.
 */

type PurchaseForm = UseFormReturn<PurchaseFormValues, unknown, PurchaseOrderBody>;

export function PurchaseOrderFields({
  form,
  picked: initial = {},
}: {
  form: PurchaseForm;
  picked?: Record<string, Picked>;
}) {
  const { control, register, formState } = form;
  const vendors = vendorCalls.useContacts({ page: 1, limit: 1000, active: 'true' });
  const vendorOptions = optionList(vendors, (vendor) => ({ value: vendor._id, label: vendor.displayName }), {
    empty: 'No Vendor added',
    choose: 'Choose a vendor',
  });
  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="vendor"
            render={({ field, fieldState }) => (
              <Select
                label="Vendor"
                withAsterisk
                searchable
                {...vendorOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="branch"
            render={({ field, fieldState }) => (
              <BranchSelect
                label="Deliver to branch"
                placeholder="Choose a branch"
                withAsterisk
                clearable={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <DateField label="Order date" withAsterisk {...field} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="deliveryDate"
            render={({ field, fieldState }) => (
              <DateField
                label="Expected delivery date"
                value={field.value}
                onChange={(value) => field.onChange(value || null)}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label="Reference"
            placeholder="The vendor's quote number"
            error={formState.errors.reference?.message}
            {...register('reference')}
          />
          <Textarea
            label="Vendor address"
            autosize
            minRows={1}
            error={formState.errors.address?.message}
            {...register('address')}
          />
        </SimpleGrid>
      </Card>
      <PurchaseOrderLines form={form} initial={initial} />
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Textarea
          label="Note to the vendor"
          autosize
          minRows={2}
          error={formState.errors.note?.message}
          {...register('note')}
        />
      </Card>
    </Stack>
  );
}
