import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, SimpleGrid, Switch } from '@mantine/core';
import { type CompanyUpdate, type CompanyUpdateInput, companyUpdateSchema } from '@owo/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { type CompanySettings, useUpdateCompany } from '../../api/company-settings.ts';
import { formatDay } from '../../lib/format.ts';
import { DateField } from '../DateField.tsx';
import { SaveChangesForm } from '../settings/SaveChangesForm.tsx';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { useCompanyFields } from './CompanyFields.tsx';

/** The form's values from the saved company: text fields hold '' for nothing. */
export function formValues(company: CompanySettings): CompanyUpdateInput {
  return {
    name: company.name,
    businessType: company.businessType,
    industry: company.industry,
    country: company.country,
    state: company.stateName ?? company.state ?? '',
    address: company.address,
    phoneNumber: company.phoneNumber,
    email: company.email,
    tin: company.tin ?? '',
    rcNumber: company.rcNumber ?? '',
    vatNumber: company.vatNumber ?? '',
    website: company.website ?? '',
    currency: company.currency,
    fiscalYearStart: company.fiscalYearStart,
    lockDate: company.lockDate,
    allowNegativeStock: company.allowNegativeStock,
  };
}

interface CompanyInformationFormProps {
  company: CompanySettings;
  /** A member who may view but not change settings sees the same form, read-only. */
  readOnly: boolean;
}

/**
 * The company's details in sections: business, tax registration, contact, accounting. The fields
 * are setup's (CompanyFields) plus what only settings asks: VAT number, website, lock date.
 */
export function CompanyInformationForm({ company, readOnly }: CompanyInformationFormProps) {
  const update = useUpdateCompany();
  const form = useForm<CompanyUpdateInput, unknown, CompanyUpdate>({
    resolver: zodResolver(companyUpdateSchema),
    defaultValues: formValues(company),
  });
  const field = useCompanyFields(form);

  return (
    <SaveChangesForm
      form={form}
      save={update.mutateAsync}
      valuesOf={formValues}
      failure="Could not save the company"
      readOnly={readOnly}
    >
      <SettingsSection title="Business" columns={2}>
        {field('name')}
        {field('businessType')}
        {field('industry')}
      </SettingsSection>

      <SettingsSection
        title="Tax registration"
        description="Printed on your invoices and bills where your templates show them."
        columns={3}
      >
        {field('tin', { description: 'Tax identification number (NRS)' })}
        {field('rcNumber', { description: 'CAC registration number' })}
        {field('vatNumber')}
      </SettingsSection>

      <SettingsSection title="Contact" columns={2}>
        {field('address')}
        {field('country')}
        {field('state')}
        {field('phoneNumber')}
        {field('email')}
        {field('website')}
      </SettingsSection>

      <SettingsSection title="Accounting">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field('fiscalYearStart', { description: "Reports' 'this year' starts in this month" })}
          {field('currency', {
            label: 'Home currency',
            disabled: company.currencyFixed,
            description: company.currencyFixed
              ? 'Fixed: entries have been posted in it, and the books are kept in it'
              : 'The currency your books are kept in; fixed once anything is posted',
          })}
          <Controller
            control={form.control}
            name="lockDate"
            render={({ field: lockDate, fieldState }) => (
              <DateField
                size="md"
                label="Lock date"
                description="Nothing can be posted, changed or deleted on or before this date. Empty: nothing is locked."
                leftSection={<IconLock size={16} />}
                clearable
                value={lockDate.value ?? ''}
                onChange={(value) => lockDate.onChange(value === '' ? null : value)}
                onBlur={lockDate.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        {company.lockDate ? (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="sm">
            The books are locked up to {formatDay(company.lockDate)}. Close a period after its accounts are final, so
            nobody changes figures already reported.
          </Alert>
        ) : null}
      </SettingsSection>

      <SettingsSection title="Stock">
        <Controller
          control={form.control}
          name="allowNegativeStock"
          render={({ field: allow }) => (
            <Switch
              size="md"
              label="Allow stock below zero"
              description="Off: a sale, transfer or count cannot take more than is in stock at a branch. On: stock may go below zero, valued at its last average cost until more arrives."
              checked={allow.value ?? false}
              onChange={(event) => allow.onChange(event.currentTarget.checked)}
              onBlur={allow.onBlur}
            />
          )}
        />
      </SettingsSection>
    </SaveChangesForm>
  );
}
