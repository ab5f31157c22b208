import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';

export function meta() {
  return [{ title: 'Password set | Owo' }];
}

export default function PasswordSet() {
  return (
    <AuthPanel
      icon={<IconCircleCheck size={30} />}
      title="Your password is set"
      description="You can now sign in with your new password."
    >
      <Button component={Link} to="/auth/signin" size="md" fullWidth>
        Sign in
      </Button>
    </AuthPanel>
  );
}
