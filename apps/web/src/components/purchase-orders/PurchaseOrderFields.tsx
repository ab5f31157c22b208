import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { PurchaseOrder as PurchaseOrderBody } from '@owo/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import type { Product } from '../../api/products.ts';
import { useProductOptions } from '../../api/sales-options.ts';
import { useTaxes } from '../../api/taxes.ts';
import { vendorCalls } from '../../api/vendors.ts';
import { optionList } from '../../lib/options.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { BranchSelect } from '../BranchSelect.tsx';
import { DateField } from '../DateField.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { type Picked, SearchSelect } from '../sales/SearchSelect.tsx';
import { blankItem, type PurchaseFormValues, purchaseTotals } from './purchase-order-form.ts';

/*
 * The fields of a purchase order (new-purchase, edit-purchase): vendor, branch to deliver to,
 * order and expected delivery dates, reference, address and note, the items (a product, or an
 * expense account alone) and the totals worked out as the server will.
 */

type PurchaseForm = UseFormReturn<PurchaseFormValues, unknown, PurchaseOrderBody>;

const toPicked = (product: Product): Picked => ({ id: product._id, name: product.name });

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
      <PurchaseLines form={form} initial={initial} />
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

function PurchaseLines({ form, initial }: { form: PurchaseForm; initial: Record<string, Picked> }) {
  const { control, register, formState } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const [picked, setPicked] = useState(initial);
  const taxes = useTaxes();
  const taxOptions = (taxes.data?.data ?? [])
    .filter((tax) => tax.isActive && tax.kind !== 'withholding')
    .map((tax) => ({ value: tax._id, label: `${tax.name} ${tax.rate}` }));
  const rates = useMemo(
    () => new Map((taxes.data?.data ?? []).map((tax) => [tax._id, tax.rateBasisPoints])),
    [taxes.data],
  );
  const totals = purchaseTotals(items ?? [], rates);
  const listProblem = formState.errors.items?.message ?? formState.errors.items?.root?.message;

  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm">
        Items
      </Title>
      <Stack gap="sm" role="list" aria-label="Items">
        {lines.fields.map((line, index) => {
          const number = index + 1;
          const errors = formState.errors.items?.[index];
          return (
            <Paper key={line.id} withBorder p="sm" role="listitem" aria-label={`Item ${number}`}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
                <Controller
                  control={control}
                  name={`items.${index}.product`}
                  render={({ field, fieldState }) => (
                    <SearchSelect
                      label="Product"
                      aria-label={`Item ${number} product`}
                      placeholder="Search products (optional)"
                      value={field.value ?? ''}
                      picked={field.value ? picked[field.value] : undefined}
                      useOptions={useProductOptions}
                      toPicked={toPicked}
                      nothingFound="No product matches"
                      onChange={(product) => {
                        if (product) {
                          setPicked((current) => ({ ...current, [product._id]: toPicked(product) }));
                          if (!form.getValues(`items.${index}.description`))
                            form.setValue(`items.${index}.description`, product.name, { shouldDirty: true });
                          const price = product.purchasePrice;
                          if (price && !form.getValues(`items.${index}.price`))
                            form.setValue(`items.${index}.price`, price, { shouldDirty: true });
                        }
                        field.onChange(product?._id ?? null);
                      }}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`items.${index}.chartofAccount`}
                  render={({ field, fieldState }) => (
                    <AccountSelect
                      label="Account"
                      aria-label={`Item ${number} account`}
                      placeholder={items?.[index]?.product ? "The product's account" : 'Expense account'}
                      clearable
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value ?? null)}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <TextInput
                  label="Description"
                  aria-label={`Item ${number} description`}
                  withAsterisk
                  error={errors?.description?.message}
                  {...register(`items.${index}.description`)}
                />
                <Controller
                  control={control}
                  name={`items.${index}.tax`}
                  render={({ field }) => (
                    <MultiSelect
                      label="Tax"
                      aria-label={`Item ${number} tax`}
                      data={taxOptions}
                      placeholder={
                        taxes.isPending ? 'loading...' : taxOptions.length === 0 ? 'No Tax added' : undefined
                      }
                      value={(field.value ?? []).map((tax) => tax.id)}
                      onChange={(ids) => field.onChange(ids.map((id) => ({ id })))}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`items.${index}.quantity`}
                  render={({ field, fieldState }) => (
                    <TextInput
                      label="Quantity"
                      aria-label={`Item ${number} quantity`}
                      inputMode="decimal"
                      withAsterisk
                      value={String(field.value ?? '')}
                      onChange={(event) => field.onChange(event.currentTarget.value)}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`items.${index}.price`}
                  render={({ field, fieldState }) => (
                    <MoneyInput
                      label="Price"
                      aria-label={`Item ${number} price`}
                      withAsterisk
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Stack gap={2} justify="flex-end">
                  <Text fz="xs" c="dimmed">
                    Amount
                  </Text>
                  <MoneyText kobo={totals?.lines[index]?.amount ?? 0} fz="sm" fw={600} />
                </Stack>
                <Group justify="flex-end" align="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove item ${number}`}
                    onClick={() => lines.remove(index)}
                    disabled={lines.fields.length <= 1}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
      {listProblem ? (
        <Text c="red" fz="sm" mt="xs" role="alert">
          {listProblem}
        </Text>
      ) : null}
      <Group justify="space-between" align="flex-start" mt="sm" wrap="wrap">
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => lines.append(blankItem())}>
          Add item
        </Button>
        <Stack gap={4} miw={220}>
          <Group justify="space-between">
            <Text fz="sm">Subtotal</Text>
            <MoneyText kobo={totals?.subtotal ?? 0} fz="sm" />
          </Group>
          <Group justify="space-between">
            <Text fz="sm">Tax</Text>
            <MoneyText kobo={totals?.tax ?? 0} fz="sm" />
          </Group>
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <MoneyText kobo={totals?.total ?? 0} fw={700} />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
