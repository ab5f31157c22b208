import { Button, Group, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/auth.ts';
import { signInPath } from '../session/guard.ts';
import { clearSession } from '../session/storage.ts';
import { toast } from './toast.tsx';

export function SignOutDialog({ context, id }: ContextModalProps) {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: (response) => toast({ type: 'success', msg: response.message || 'Successfully logged out' }),
      // Whatever the server said, this browser forgets the session.
      onSettled: () => {
        clearSession();
        queryClient.clear();
        context.closeAll();
        void navigate(signInPath, { replace: true });
      },
    });

  return (
    <>
      <Text>You will need your email and password to sign in again.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => context.closeModal(id)} disabled={logout.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={signOut} loading={logout.isPending}>
          Yes, sign out
        </Button>
      </Group>
    </>
  );
}
