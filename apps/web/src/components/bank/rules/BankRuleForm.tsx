import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type BankRuleCreate, bankRuleCreateSchema } from '@owo/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { type BankRule, useBankAccounts, useCreateBankRule, useUpdateBankRule } from '../../../api/bank.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { AccountSelect } from '../../accounting/AccountSelect.tsx';
import { MoneyInput } from '../../MoneyInput.tsx';
import { toast } from '../../toast.tsx';
import { TaxAndContactFields } from '../TaxAndContactFields.tsx';
import { type BankRuleFormValues, directionLabels, emptyRule, valuesOfRule } from './rule-form.ts';

interface BankRuleFormProps {
  /** The rule to change; a new rule when left out. */
  rule?: BankRule;
  /** A new rule's starting values ('Make a rule' from a statement line). */
  initial?: BankRuleFormValues;
  onDone: () => void;
}

const directionOptions = Object.entries(directionLabels).map(([value, label]) => ({ value, label }));

/** Adds or changes a bank rule: what lines it matches, and the entry it proposes for them. */
export function BankRuleForm({ rule, initial, onDone }: BankRuleFormProps) {
  const create = useCreateBankRule();
  const update = useUpdateBankRule();
  const bankAccounts = useBankAccounts().data?.data ?? [];
  const form = useForm<BankRuleFormValues, unknown, BankRuleCreate>({
    // The schema reads '' and null alike for the optional fields, so its input type is loose
    // (unknown); the form's own values are the precise shape.
    resolver: zodResolver(bankRuleCreateSchema) as unknown as Resolver<BankRuleFormValues, unknown, BankRuleCreate>,
    defaultValues: rule ? valuesOfRule(rule) : (initial ?? emptyRule),
  });
  const { control, register, formState } = form;
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const body = { ...values, memo: values.memo ?? '' };
    const done = {
      onSuccess: () => {
        toast({ type: 'success', msg: rule ? 'Bank rule updated' : 'Bank rule added' });
        onDone();
      },
      onError: (error: unknown) =>
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the bank rule'),
    };
    if (rule) update.mutate({ ruleId: rule._id, ...body }, done);
    else create.mutate(body, done);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required error={formState.errors.name?.message} {...register('name')} />
        <TextInput
          label="Text to match"
          required
          description="Found in the description or reference, any case, as whole words. Put | between alternatives: SMS ALERT | SMS CHARGE"
          error={formState.errors.matchText?.message}
          {...register('matchText')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Controller
            control={control}
            name="direction"
            render={({ field, fieldState }) => (
              <Select
                label="Direction"
                data={directionOptions}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'any')}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
          {(['amountFrom', 'amountTo'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <MoneyInput
                  label={name === 'amountFrom' ? 'Amount from' : 'Amount to'}
                  placeholder="Any"
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value === '' ? null : value)}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Controller
          control={control}
          name="bankAccount"
          render={({ field, fieldState }) => (
            <Select
              label="Bank account"
              placeholder="Every bank account"
              clearable
              data={bankAccounts.map((account) => ({ value: account._id, label: account.account_name }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Text fz="sm" fw={600} mt="xs">
          The entry it proposes
        </Text>
        <Controller
          control={control}
          name="account"
          render={({ field, fieldState }) => (
            <AccountSelect
              label="Account"
              required
              placeholder="Choose the account"
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        <TaxAndContactFields control={control} withHints />
        <TextInput
          label="Memo"
          placeholder="The line's description"
          error={formState.errors.memo?.message}
          {...register('memo')}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label="Active: propose entries for matching lines"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {rule ? 'Save rule' : 'Add rule'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
