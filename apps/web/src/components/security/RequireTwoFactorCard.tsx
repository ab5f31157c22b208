import { Card, Switch, Text, Title } from '@mantine/core';
import { type TwoFactorRequirement, useSetTwoFactorRequirement } from '../../api/security.ts';
import { toast } from '../toast.tsx';

/** For a member who may change the company's settings: ask every member for two-factor sign-in. */
export function RequireTwoFactorCard({
  requirement,
  myTwoFactorOn,
}: {
  requirement: TwoFactorRequirement;
  myTwoFactorOn: boolean;
}) {
  const change = useSetTwoFactorRequirement();
  const cannotTurnOn = !requirement.required && !myTwoFactorOn;
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="lg" mb={4}>
        Company
      </Title>
      <Switch
        mt="sm"
        checked={requirement.required}
        disabled={change.isPending || cannotTurnOn}
        onChange={(event) =>
          change.mutate(
            { required: event.currentTarget.checked },
            { onSuccess: (response) => toast({ type: 'success', msg: response.message }) },
          )
        }
        label={`Require two-factor for everyone in ${requirement.companyName}`}
        description={
          cannotTurnOn
            ? 'Turn on two-factor sign-in for yourself first.'
            : 'Members without it are sent here to turn it on before they can open the company.'
        }
      />
      {requirement.required ? (
        <Text fz="xs" c="dimmed" mt="sm">
          Everyone in {requirement.companyName} signs in with a code from an authenticator app.
        </Text>
      ) : null}
    </Card>
  );
}
