import { Box, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../Logo.tsx';

interface AuthPanelProps {
  title: string;
  description?: ReactNode;
  /** Wider column for long forms such as business setup. */
  wide?: boolean;
  /** A large icon above the title, for confirmation screens. */
  icon?: ReactNode;
  children?: ReactNode;
}

export function AuthPanel({ title, description, wide = false, icon, children }: AuthPanelProps) {
  return (
    <Box w="100%" maw={wide ? 640 : 440}>
      <Box hiddenFrom="md" mb="xl">
        <Link to="/" aria-label="Owo home" style={{ textDecoration: 'none', display: 'inline-block' }}>
          <Logo size={28} />
        </Link>
      </Box>
      <Stack gap={6} mb="xl">
        {icon ? (
          <ThemeIcon size={56} radius="xl" variant="light" mb="sm" aria-hidden="true">
            {icon}
          </ThemeIcon>
        ) : null}
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" fz="md">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}

/** A second sign-in step opened after its challenge ended (expired, used up, or a new tab). */
export function SignInEnded({ title, icon }: { title: string; icon: ReactNode }) {
  return (
    <AuthPanel icon={icon} title={title}>
      <Text mb="lg">This sign-in has ended. Sign in again with your email and password.</Text>
      <Button component={Link} to="/auth/signin" size="md" fullWidth>
        Back to sign in
      </Button>
    </AuthPanel>
  );
}
