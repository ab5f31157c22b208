import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useCompanySettings, useLogoActions } from '../../api/company-settings.ts';
import { CompanyInformationForm } from '../../components/company/CompanyInformationForm.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ImagePicker } from '../../components/settings/ImagePicker.tsx';
import { useMay } from '../../session/permissions.ts';

export function meta() {
  return [{ title: 'Company information | Owo' }];
}

/**
 * Settings › Company information: the business's details, registration numbers, contact, fiscal
 * year, home currency and lock date, and its logo. A member who may view settings but not change
 * them sees it all read-only.
 */
export default function CompanyInformation() {
  const settings = useCompanySettings();
  const mayEdit = useMay('settings.edit');
  const logo = useLogoActions();
  const company = settings.data?.data;

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Company information"
        description="How your business appears on documents, and the settings your books are kept by."
      />
      {!company ? (
        <Center mih="30dvh">
          {settings.isError ? (
            <Text c="dimmed">The company could not be loaded.</Text>
          ) : (
            <Loader aria-label="Loading" />
          )}
        </Center>
      ) : (
        <>
          {mayEdit ? null : (
            <Alert variant="light" icon={<IconEye size={18} />} title="View only">
              Your role lets you see these details but not change them.
            </Alert>
          )}
          <ImagePicker what="logo" image={company.logo} actions={logo} readOnly={!mayEdit} />
          {/* Keyed by the company: switching companies starts the form afresh. */}
          <CompanyInformationForm key={company._id} company={company} readOnly={!mayEdit} />
        </>
      )}
    </Stack>
  );
}
