import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { type TryDemoBody, tryDemoSchema, waitlistLabels } from '@owo/core/schemas/public-site';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { postPublicForm } from '../public-api.ts';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Try the demo: step 1 asks for an email, step 2 thanks. Closing on step 2 starts over. */
export default function TryDemoDialog({ opened, onClose }: DialogProps) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TryDemoBody>({ resolver: zodResolver(tryDemoSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = tryDemoSchema.parse(values);
    const result = await postPublicForm('/try-demo', body);
    if (result.kind === 'failed') {
      if (result.fieldErrors.email) form.setError('email', { message: result.fieldErrors.email });
      setFailure(result.message);
      return;
    }
    setSent({ email: body.email, message: result.message });
  });

  const resetIfFinished = () => {
    if (!sent) return;
    form.reset({ email: '' });
    setSent(null);
    setFailure(null);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={resetIfFinished}
      title={sent ? 'Check your inbox' : 'Try the Owo demo'}
      centered
      radius="lg"
      transitionProps={{ transition: 'slide-up', duration: 500 }}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      classNames={{ content: 'site-dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {sent ? (
        <Stack align="center" ta="center" gap="md" py="md" data-step="2">
          <ThemeIcon size={56} radius="xl" aria-hidden="true">
            <IconMailCheck size={30} />
          </ThemeIcon>
          <Text fz="xl" fw={700} role="status">
            Thank you!
          </Text>
          {sent.message ? <Text>{sent.message}</Text> : null}
          <Text c="gray.7">
            We are sending the demo details to {sent.email}. The demo company, Adunni Stores Ltd, is a sample business
            you can change freely: raise an invoice, add a product, run a report.
          </Text>
          <Button onClick={onClose} size="md" mt="xs">
            Done
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate data-step="1">
          <Stack gap="md">
            <Text c="gray.7">
              Look around Owo with a sample business, without setting up your own. Enter your email and we will send you
              the way in.
            </Text>
            <TextInput
              label={waitlistLabels.email}
              type="email"
              autoComplete="email"
              placeholder="you@business.ng"
              error={errors.email?.message}
              data-autofocus
              {...form.register('email')}
            />
            {failure ? (
              <Alert color="red" variant="light" role="alert" title="That did not go through">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Send me the demo
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
