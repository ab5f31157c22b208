import { Anchor, Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';

export function meta() {
  return [{ title: 'Check your email | Owo' }];
}

export default function ResetLink() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <AuthPanel
      icon={<IconMailForward size={30} />}
      title="Check your email"
      description={
        <>
          If an Owo account uses{' '}
          <Text span fw={600} c="dark">
            {email || 'that address'}
          </Text>
          , we have sent it a 6-digit code for setting a new password.
        </>
      }
    >
      <Button component={Link} to={`/auth/new-password?email=${encodeURIComponent(email)}`} size="md" fullWidth>
        Continue
      </Button>
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        Wrong address?{' '}
        <Anchor component={Link} to="/auth/forgot-password" fw={600}>
          Try another email
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
