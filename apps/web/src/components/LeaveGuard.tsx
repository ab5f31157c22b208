import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  /** True while the form holds unsaved changes. */
  when: boolean;
  message?: string;
}

/**
 * Spec section 2: leaving a form with unsaved changes asks first; No stays, Yes leaves. A session
 * that ends (the API client's redirect to sign in) is never held back. Closing or reloading the
 * tab gets the browser's own question.
 */
export function LeaveGuard({ when, message = 'Do you want to leave without saving changes' }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/auth/'),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Unsaved changes" centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          No
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
