import { Button, Card, Center, EmptyState, Loader, Stack } from '@mantine/core';
import { IconZoomQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../BackLink.tsx';

export const backToReconcile = <BackLink to="/accounting/reconcile" label="Reconcile" />;

/** Loading, or an account or reconciliation that is not there, with the way back. */
export function ReconcilePageState({
  loading,
  title,
  message,
  back = backToReconcile,
  action,
}: {
  loading?: boolean;
  title?: string;
  message?: string;
  back?: ReactNode;
  action?: ReactNode;
}) {
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Stack maw={1200} gap="lg">
      {back}
      <Card p="xl">
        <EmptyState variant="light" icon={<IconZoomQuestion size={28} />} title={title} description={message}>
          <EmptyState.Actions>
            {action ?? (
              <Button component={Link} to="/accounting/reconcile">
                Back to Reconcile
              </Button>
            )}
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    </Stack>
  );
}

/** The bank account could not be read: gone, another company's, or the request failed. */
export function MissingAccount({ missing }: { missing: boolean }) {
  return (
    <ReconcilePageState
      title={missing ? 'This bank account does not exist' : 'The bank account could not be loaded'}
      message={missing ? 'It may have been merged into another account or deleted.' : 'Please try again.'}
    />
  );
}
