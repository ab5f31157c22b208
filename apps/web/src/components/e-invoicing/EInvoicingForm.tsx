import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, List, PasswordInput, Switch, Text, Textarea, TextInput } from '@mantine/core';
import {
  type EInvoicingSettings,
  type EInvoicingSettingsChanges,
  type EInvoicingSettingsInput,
  eInvoicingSettingsChangesSchema,
  type NrsStandInDetails,
} from '@owo/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useUpdateEInvoicingSettings } from '../../api/e-invoicing.ts';
import { SaveChangesForm } from '../settings/SaveChangesForm.tsx';
import { SettingsSection } from '../settings/SettingsSection.tsx';

/** The form starts from what is saved; the key and secret start empty (they are never sent back). */
function formValues(settings: EInvoicingSettings): EInvoicingSettingsInput {
  return {
    enabled: settings.enabled,
    businessId: settings.businessId,
    serviceId: settings.serviceId,
    apiKey: '',
    apiSecret: '',
    publicKey: settings.publicKey,
    certificate: settings.certificate,
  };
}

/**
 * Trying Owo, e-invoices go to a local NRS stand-in, not to NRS: its test details are one click
 * away instead of in the server's log. Filled in, not saved: the owner still switches it on.
 */
function StandInDetails({
  details,
  form,
  switchedOn,
}: {
  details: NrsStandInDetails;
  form: UseFormReturn<EInvoicingSettingsInput, unknown, EInvoicingSettingsChanges>;
  switchedOn: boolean;
}) {
  const fill = () => {
    for (const field of ['businessId', 'serviceId', 'apiKey', 'apiSecret', 'publicKey', 'certificate'] as const) {
      form.setValue(field, details[field], { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title="Trying Owo: a practice NRS">
      <Text fz="sm">
        This Owo sends e-invoices to a local stand-in that answers as NRS does, not to NRS.
        {switchedOn
          ? null
          : ' Fill in its test details, switch e-invoicing on and save to see an invoice get its IRN and QR code.'}
      </Text>
      {switchedOn ? null : (
        <Button mt="sm" size="xs" variant="light" onClick={fill}>
          Fill in the test details
        </Button>
      )}
    </Alert>
  );
}

const secretPlaceholder = (set: boolean) => (set ? 'Set: type a new one to replace it' : 'Not set');

/**
 * NRS e-invoicing settings: switching it on, the details NRS gave on enabling (business ID,
 * service ID, API key and secret) and the contents of crypto_keys.txt for the QR code.
 */
export function EInvoicingForm({ settings, readOnly }: { settings: EInvoicingSettings; readOnly: boolean }) {
  const update = useUpdateEInvoicingSettings();
  const form = useForm<EInvoicingSettingsInput, unknown, EInvoicingSettingsChanges>({
    resolver: zodResolver(eInvoicingSettingsChangesSchema),
    defaultValues: formValues(settings),
  });
  const { register, control, formState } = form;
  const error = (name: keyof EInvoicingSettingsInput) => formState.errors[name]?.message;

  return (
    <SaveChangesForm
      form={form}
      save={update.mutateAsync}
      valuesOf={formValues}
      failure="Could not save the e-invoicing settings"
      readOnly={readOnly}
    >
      {settings.standIn && !readOnly ? (
        <StandInDetails details={settings.standIn} form={form} switchedOn={settings.enabled} />
      ) : null}
      {settings.missing.length > 0 ? (
        <Alert variant="light" icon={<IconInfoCircle size={18} />} title="Before e-invoicing can be switched on">
          <List size="sm">
            {settings.missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <SettingsSection
        title="E-invoicing"
        description="When on, every invoice and credit note you approve is sent to NRS, gets its IRN and carries NRS's QR code."
      >
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label="Send approved invoices and credit notes to NRS"
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={readOnly}
              error={error('enabled')}
            />
          )}
        />
      </SettingsSection>
      <SettingsSection
        title="Your NRS details"
        description="From the NRS e-invoicing dashboard, after enabling your business."
        columns={2}
      >
        <TextInput label="Business ID" {...register('businessId')} error={error('businessId')} disabled={readOnly} />
        <TextInput
          label="Service ID"
          description="8 letters or digits, part of every IRN"
          {...register('serviceId')}
          error={error('serviceId')}
          disabled={readOnly}
        />
        <PasswordInput
          label="API key"
          placeholder={secretPlaceholder(settings.apiKeySet)}
          autoComplete="off"
          {...register('apiKey')}
          error={error('apiKey')}
          disabled={readOnly}
        />
        <PasswordInput
          label="API secret"
          placeholder={secretPlaceholder(settings.apiSecretSet)}
          autoComplete="off"
          {...register('apiSecret')}
          error={error('apiSecret')}
          disabled={readOnly}
        />
      </SettingsSection>
      <SettingsSection title="QR code keys" description="The public key and certificate in crypto_keys.txt from NRS.">
        <Textarea
          label="Public key"
          autosize
          minRows={3}
          maxRows={8}
          {...register('publicKey')}
          error={error('publicKey')}
          disabled={readOnly}
        />
        <Textarea
          label="Certificate"
          autosize
          minRows={2}
          maxRows={6}
          {...register('certificate')}
          error={error('certificate')}
          disabled={readOnly}
        />
      </SettingsSection>
    </SaveChangesForm>
  );
}
