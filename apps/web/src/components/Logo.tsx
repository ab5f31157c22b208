import { Group, Text } from '@mantine/core';

/** The Owo mark: a coin crossed like the naira sign, beside the name. */
export function Logo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const background = inverted ? 'white' : 'var(--mantine-color-owo-7)';
  const foreground = inverted ? 'var(--mantine-color-owo-7)' : 'white';
  return (
    <Group gap={10} wrap="nowrap" role="img" aria-label="Owo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill={background} />
        <circle cx="32" cy="32" r="15" fill="none" stroke={foreground} strokeWidth="7" />
        <rect x="14" y="29" width="36" height="6" rx="3" fill={foreground} />
      </svg>
      <Text component="span" fw={800} fz={size * 0.66} lh={1} c={inverted ? 'white' : 'dark.8'} aria-hidden="true">
        Owo
      </Text>
    </Group>
  );
}
