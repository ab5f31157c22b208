import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { type TryDemoBody, tryDemoSchema, waitlistLabels } from '@owo/core/schemas/public-site';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { postPublicForm } from '../public-api.ts';
import { FormFooter, ThanksStep, TwoStepDialog } from './TwoStepDialog.tsx';

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
    <TwoStepDialog
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={resetIfFinished}
      title={sent ? 'Check your inbox' : 'Try the Owo demo'}
    >
      {sent ? (
        <ThanksStep icon={<IconMailCheck size={30} />} heading="Thank you!" message={sent.message} onDone={onClose}>
          We are sending the demo details to {sent.email}. The demo company, Adunni Stores Ltd, is a sample business you
          can change freely: raise an invoice, add a product, run a report.
        </ThanksStep>
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
            <FormFooter
              failure={failure}
              failureTitle="That did not go through"
              submitLabel="Send me the demo"
              submitting={isSubmitting}
              onCancel={onClose}
            />
          </Stack>
        </form>
      )}
    </TwoStepDialog>
  );
}
