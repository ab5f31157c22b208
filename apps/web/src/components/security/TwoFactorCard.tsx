import {
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TwoFactorStatus,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useNewRecoveryCodes,
  useSetUpTwoFactor,
} from '../../api/security.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../toast.tsx';
import { QrCode } from './QrCode.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/** 'JBSW Y3DP …': a secret in groups of four is easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Two-factor sign-in: set it up with a QR code, turn it off, make new recovery codes. */
export function TwoFactorCard({ status }: { status: TwoFactorStatus | undefined }) {
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [proofFor, setProofFor] = useState<'disable' | 'codes' | null>(null);
  const start = useSetUpTwoFactor();

  const begin = () => start.mutate(undefined, { onSuccess: (response) => setSetup(response.data) });

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="flex-start" mb={4} wrap="nowrap">
        <Title order={2} fz="lg">
          Two-factor sign-in
        </Title>
        {status ? (
          <Badge color={status.enabled ? 'green' : 'gray'} variant="light">
            {status.enabled ? 'On' : 'Off'}
          </Badge>
        ) : null}
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        After your password, Owo asks for a 6-digit code from an authenticator app on your phone (Google Authenticator,
        Microsoft Authenticator, Authy or similar), so a stolen password is not enough to get in.
      </Text>

      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} /> : null}

      {status && !status.enabled && !setup ? (
        <Group>
          <Button onClick={begin} loading={start.isPending}>
            Set up two-factor sign-in
          </Button>
        </Group>
      ) : null}

      {status && setup ? (
        <SetUpForm
          setup={setup}
          hasPassword={status.hasPassword}
          onCancel={() => setSetup(null)}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
        />
      ) : null}

      {status?.enabled && !setup && !recoveryCodes ? (
        <Stack gap="sm">
          <Text fz="sm">
            On since {status.enabledAt ? formatDate(status.enabledAt) : 'earlier'}. You have{' '}
            <b>{status.recoveryCodesLeft}</b> unused recovery {status.recoveryCodesLeft === 1 ? 'code' : 'codes'}.
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setProofFor('codes')}>
              New recovery codes
            </Button>
            <Button variant="default" color="red" onClick={() => setProofFor('disable')}>
              Turn off
            </Button>
          </Group>
        </Stack>
      ) : null}

      <ProofDialog
        action={proofFor}
        hasPassword={status?.hasPassword ?? true}
        onClose={() => setProofFor(null)}
        onNewCodes={setRecoveryCodes}
      />
    </Card>
  );
}

function SetUpForm({
  setup,
  hasPassword,
  onCancel,
  onEnabled,
}: {
  setup: { secret: string; otpauthUri: string };
  hasPassword: boolean;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const form = useForm({ defaultValues: { code: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const code = values.code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      form.setError('code', { message: 'Enter the 6-digit code your app shows' });
      return;
    }
    if (hasPassword && !values.password) {
      form.setError('password', { message: 'Enter your password' });
      return;
    }
    // The codes must reach the card whatever re-renders as the status changes to on, so the answer
    // is awaited here rather than left to a callback that an unmounted form would drop.
    enable
      .mutateAsync(hasPassword ? { code, password: values.password } : { code })
      .then((response) => {
        toast({ type: 'success', msg: 'Two-factor sign-in is on' });
        onEnabled(response.data.recoveryCodes);
      })
      .catch((error: unknown) =>
        showServerFieldErrors(error, values, form.setError, 'Could not turn on two-factor sign-in'),
      );
  });

  return (
    <Stack gap="md">
      <Text fz="sm">
        <b>1.</b> In your authenticator app, add an account and scan this QR code.
      </Text>
      <QrCode value={setup.otpauthUri} />
      <Stack gap={4}>
        <Text fz="sm">Cannot scan it? Enter this key in the app instead:</Text>
        <Group gap="xs" wrap="wrap">
          <Code fz="sm" aria-label="Secret key" data-secret={setup.secret} style={{ wordBreak: 'break-all' }}>
            {grouped(setup.secret)}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button variant="subtle" size="compact-sm" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <Text fz="sm">
            <b>2.</b> Enter the 6-digit code the app shows{hasPassword ? ', and your password' : ''}.
          </Text>
          <TextInput
            label="Authentication code"
            placeholder="123 456"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            error={errors.code?.message}
            {...form.register('code')}
          />
          {hasPassword ? (
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={enable.isPending}>
              Turn on
            </Button>
            <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Turning off, or new recovery codes: asks again who it is, by password or a code. */
function ProofDialog({
  action,
  hasPassword,
  onClose,
  onNewCodes,
}: {
  action: 'disable' | 'codes' | null;
  hasPassword: boolean;
  onClose: () => void;
  onNewCodes: (codes: string[]) => void;
}) {
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [method, setMethod] = useState<'password' | 'code'>(hasPassword ? 'password' : 'code');
  const form = useForm({ defaultValues: { password: '', code: '' } });
  const { errors } = form.formState;
  const pending = disable.isPending || newCodes.isPending;

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    const body = method === 'password' ? { password: values.password } : { code: values.code.trim() };
    const missing = method === 'password' ? !values.password : !values.code.trim();
    if (missing) {
      form.setError(method, {
        message: method === 'password' ? 'Enter your password' : 'Enter a code from your app or a recovery code',
      });
      return;
    }
    const onError = (error: Error) => showServerFieldErrors(error, values, form.setError, 'That did not work');
    if (action === 'disable') {
      disable.mutate(body, {
        onSuccess: () => {
          toast({ type: 'success', msg: 'Two-factor sign-in is off' });
          close();
        },
        onError,
      });
    } else {
      newCodes.mutate(body, {
        onSuccess: (response) => {
          onNewCodes(response.data.recoveryCodes);
          close();
        },
        onError,
      });
    }
  });

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      centered
      title={action === 'disable' ? 'Turn off two-factor sign-in?' : 'Make new recovery codes?'}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text fz="sm">
            {action === 'disable'
              ? 'Signing in will ask only for your password. If your company requires two-factor sign-in, you will not be able to open it until you turn it on again.'
              : 'Your old recovery codes will stop working.'}{' '}
            To confirm it is you:
          </Text>
          {hasPassword ? (
            <SegmentedControl
              fullWidth
              value={method}
              onChange={(value) => setMethod(value as 'password' | 'code')}
              data={[
                { value: 'password', label: 'Password' },
                { value: 'code', label: 'Code' },
              ]}
            />
          ) : null}
          {method === 'password' ? (
            <PasswordInput
              key="password"
              label="Your password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
          ) : (
            <TextInput
              key="code"
              label="Authentication or recovery code"
              autoComplete="one-time-code"
              error={errors.code?.message}
              {...form.register('code')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color={action === 'disable' ? 'red' : undefined} loading={pending}>
              {action === 'disable' ? 'Turn off' : 'Make new codes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
