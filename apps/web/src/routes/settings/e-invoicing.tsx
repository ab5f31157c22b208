import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useEInvoicingSettings } from '../../api/e-invoicing.ts';
import { EInvoicingForm } from '../../components/e-invoicing/EInvoicingForm.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMay } from '../../session/permissions.ts';

export function meta() {
  return [{ title: 'E-invoicing | Owo' }];
}

/** Settings › E-invoicing: NRS's Merchant Buyer Solution (docs/e-invoicing.md). */
export default function EInvoicingPage() {
  const settings = useEInvoicingSettings();
  const mayEdit = useMay('settings.edit');
  const data = settings.data?.data;

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="E-invoicing"
        description="Issue NRS e-invoices: each approved invoice gets its IRN, is validated, signed and sent to your customer through NRS."
      />
      {!data ? (
        <Center mih="30dvh">
          {settings.isError ? (
            <Text c="dimmed">The e-invoicing settings could not be loaded.</Text>
          ) : (
            <Loader aria-label="Loading" />
          )}
        </Center>
      ) : (
        <>
          {mayEdit ? null : (
            <Alert variant="light" icon={<IconEye size={18} />} title="View only">
              Your role lets you see these settings but not change them.
            </Alert>
          )}
          <EInvoicingForm key={String(data.apiKeySet) + data.serviceId} settings={data} readOnly={!mayEdit} />
        </>
      )}
    </Stack>
  );
}
