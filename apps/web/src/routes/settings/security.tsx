import { Alert, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { ApiError } from '../../api/client.ts';
import { useTwoFactorRequirement, useTwoFactorStatus } from '../../api/security.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChangePasswordCard } from '../../components/security/ChangePasswordCard.tsx';
import { RequireTwoFactorCard } from '../../components/security/RequireTwoFactorCard.tsx';
import { SessionsCard } from '../../components/security/SessionsCard.tsx';
import { TwoFactorCard } from '../../components/security/TwoFactorCard.tsx';
import { useMay } from '../../session/permissions.ts';
import { useActiveCompanyId } from '../../session/storage.ts';

export function meta() {
  return [{ title: 'Security | Owo' }];
}

/**
 * Settings › Security: the password, two-factor sign-in, the devices signed in, and (for whoever
 * may change the company's settings) the company's requirement of two-factor sign-in. Everything
 * but the last is the person's own and works whatever company is open; a member whom the company's
 * requirement holds back is sent here, and told why.
 */
export default function Security() {
  const companyId = useActiveCompanyId();
  const status = useTwoFactorStatus();
  const requirement = useTwoFactorRequirement(companyId, true);
  const mayEdit = useMay('settings.edit');
  const twoFactor = status.data?.data;
  const heldBack =
    requirement.error instanceof ApiError && requirement.error.code === 'TWO_FACTOR_REQUIRED'
      ? requirement.error.message
      : null;

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Security" description="Your password, two-factor sign-in and the devices signed in." />
      {heldBack && !twoFactor?.enabled ? (
        <Alert color="orange" icon={<IconShieldLock size={20} />} title="Two-factor sign-in is required">
          {heldBack.replace(' Turn it on in Settings › Security to continue.', '')} Set it up below to continue.
        </Alert>
      ) : null}
      <TwoFactorCard status={twoFactor} />
      {mayEdit && requirement.data ? (
        <RequireTwoFactorCard requirement={requirement.data.data} myTwoFactorOn={twoFactor?.enabled ?? false} />
      ) : null}
      <ChangePasswordCard hasPassword={twoFactor?.hasPassword} />
      <SessionsCard />
    </Stack>
  );
}
