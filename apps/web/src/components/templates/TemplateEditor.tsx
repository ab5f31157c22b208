import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, ColorInput, Grid, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import {
  type DocumentTemplate,
  type TemplateDocumentTypeValue,
  type TemplateSettings,
  templateSettingsSchema,
} from '@owo/core';
import { IconLock } from '@tabler/icons-react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useSaveTemplate } from '../../api/templates.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { LeaveGuard } from '../LeaveGuard.tsx';
import { toast } from '../toast.tsx';
import { LayoutPicker } from './LayoutPicker.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';

/** Colours that print well on white and read well behind white text. */
const swatches = [
  '#0B7A75',
  '#1D4ED8',
  '#4338CA',
  '#7E22CE',
  '#BE123C',
  '#C2410C',
  '#A16207',
  '#15803D',
  '#0F766E',
  '#334155',
  '#111827',
];

const switches: Array<{ name: keyof TemplateSettings; label: string; description: string }> = [
  { name: 'showLogo', label: 'Logo', description: 'Your company logo from Company information' },
  {
    name: 'showTin',
    label: 'Tax numbers',
    description: 'Your TIN and VAT number, and the TIN of the customer or vendor',
  },
  { name: 'showBankDetails', label: 'Bank details', description: 'Your business bank accounts' },
  { name: 'showPaymentInstructions', label: 'Payment instructions', description: 'How to pay you' },
  { name: 'showNotes', label: 'Notes', description: 'The notes of the document, or the default notes below' },
  {
    name: 'showTerms',
    label: 'Terms and conditions',
    description: 'The terms of the document, or the default terms below',
  },
  { name: 'showSignature', label: 'Signature line', description: 'A line to sign under "Authorised signature"' },
];

const settingsOf = (template: DocumentTemplate): TemplateSettings => ({
  layout: template.layout,
  accentColour: template.accentColour,
  showLogo: template.showLogo,
  showBankDetails: template.showBankDetails,
  showTin: template.showTin,
  showSignature: template.showSignature,
  showTerms: template.showTerms,
  showNotes: template.showNotes,
  showPaymentInstructions: template.showPaymentInstructions,
  defaultNotes: template.defaultNotes,
  defaultTerms: template.defaultTerms,
  paymentInstructions: template.paymentInstructions,
});

interface TemplateEditorProps {
  documentType: TemplateDocumentTypeValue;
  template: DocumentTemplate;
  mayEdit: boolean;
}

/** The settings of one type's template beside a live preview of the PDF they make. */
export function TemplateEditor({ documentType, template, mayEdit }: TemplateEditorProps) {
  const save = useSaveTemplate(documentType);
  const form = useForm<TemplateSettings, unknown, TemplateSettings>({
    resolver: zodResolver(templateSettingsSchema) as unknown as Resolver<TemplateSettings, unknown, TemplateSettings>,
    defaultValues: settingsOf(template),
  });
  const { control, register, formState } = form;
  const values = useWatch({ control }) as TemplateSettings;
  const dirty = formState.isDirty;
  const lower = template.label.toLowerCase();

  const onSubmit = form.handleSubmit((settings) => {
    save.mutate(settings, {
      onSuccess: (answer) => {
        form.reset(settingsOf(answer.data));
        toast({ type: 'success', msg: `${template.label} template saved` });
      },
      onError: (error) =>
        showServerFieldErrors(error, form.getValues(), form.setError, `Could not save the ${lower} template`),
    });
  });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <form onSubmit={onSubmit} noValidate aria-label={`${template.label} template`}>
          <LeaveGuard when={dirty && mayEdit} />
          <Stack gap="md">
            {!mayEdit ? (
              <Alert color="gray" icon={<IconLock size={18} />}>
                You can look at this template. Only members who may change settings can edit it.
              </Alert>
            ) : null}
            <fieldset disabled={!mayEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="md">
                <Controller
                  control={control}
                  name="layout"
                  render={({ field }) => (
                    <LayoutPicker
                      value={field.value}
                      onChange={field.onChange}
                      accent={values.accentColour ?? ''}
                      disabled={!mayEdit}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="accentColour"
                  render={({ field, fieldState }) => (
                    <ColorInput
                      label="Accent colour"
                      description="Headings, the table's header and the total"
                      format="hex"
                      swatches={swatches}
                      swatchesPerRow={11}
                      withEyeDropper={false}
                      fixOnBlur={false}
                      closeOnColorSwatchClick
                      value={field.value}
                      onChange={(value) => field.onChange(value.toUpperCase())}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                      disabled={!mayEdit}
                    />
                  )}
                />
                <Paper withBorder radius="md" p="sm">
                  <Title order={2} fz="sm" mb="xs">
                    Show on the document
                  </Title>
                  <Stack gap="sm">
                    {switches.map((item) => (
                      <Controller
                        key={item.name}
                        control={control}
                        name={item.name}
                        render={({ field }) => (
                          <Switch
                            label={item.label}
                            description={item.description}
                            checked={field.value === true}
                            onChange={(event) => field.onChange(event.currentTarget.checked)}
                            disabled={!mayEdit}
                          />
                        )}
                      />
                    ))}
                  </Stack>
                </Paper>
                <Textarea
                  label="Default notes"
                  description={`Printed on every ${lower} that has no notes of its own`}
                  autosize
                  minRows={2}
                  maxRows={6}
                  error={formState.errors.defaultNotes?.message}
                  {...register('defaultNotes')}
                />
                <Textarea
                  label="Default terms and conditions"
                  autosize
                  minRows={2}
                  maxRows={8}
                  error={formState.errors.defaultTerms?.message}
                  {...register('defaultTerms')}
                />
                <Textarea
                  label="Payment instructions"
                  description="For example: Pay by transfer and quote the invoice number"
                  autosize
                  minRows={2}
                  maxRows={6}
                  error={formState.errors.paymentInstructions?.message}
                  {...register('paymentInstructions')}
                />
              </Stack>
            </fieldset>
            {mayEdit ? (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" disabled={!dirty || save.isPending} onClick={() => form.reset()}>
                  Discard changes
                </Button>
                <Button type="submit" loading={save.isPending} disabled={!dirty}>
                  Save
                </Button>
              </Group>
            ) : null}
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <div style={{ position: 'sticky', top: 72 }}>
          <TemplatePreview documentType={documentType} settings={values} label={template.label} />
        </div>
        {!template.isSaved ? (
          <Text fz="xs" c="dimmed" mt={4}>
            Not changed yet: {lower}s print with these defaults.
          </Text>
        ) : null}
      </Grid.Col>
    </Grid>
  );
}
