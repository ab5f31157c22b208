import { Button, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';

export function meta() {
  return [{ title: 'Check your email | Owo' }];
}

export default function SignupSuccess() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <AuthPanel
      icon={<IconMailCheck size={30} />}
      title="Check your email"
      description={
        <>
          We have sent a 6-digit code to{' '}
          <Text span fw={600} c="dark">
            {email || 'your email address'}
          </Text>
          . Enter it to confirm your email and finish creating your account.
        </>
      }
    >
      <Button component={Link} to={`/auth/verify-otp?email=${encodeURIComponent(email)}`} size="md" fullWidth>
        Enter the code
      </Button>
      <Text fz="sm" c="dimmed" mt="lg">
        The code can take a minute to arrive. Check your spam folder if you cannot find it.
      </Text>
    </AuthPanel>
  );
}
