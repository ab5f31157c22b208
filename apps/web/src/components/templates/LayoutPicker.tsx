import { Box, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { type TemplateLayoutValue, templateLayoutLabels, templateLayoutValues } from '@owo/core';

/*
 * The three layouts as radio cards, each with a small drawing of its page in the chosen colour,
 * so the choice can be made at a glance before the preview catches up.
 */

const grey = 'var(--mantine-color-gray-3)';

function Bar({ width, colour = grey, height = 3 }: { width: string; colour?: string; height?: number }) {
  return <Box h={height} w={width} bg={colour} style={{ borderRadius: 1 }} />;
}

function Thumbnail({ layout, accent }: { layout: TemplateLayoutValue; accent: string }) {
  const page = {
    border: '1px solid var(--mantine-color-gray-4)',
    borderRadius: 3,
    background: 'white',
    overflow: 'hidden',
  } as const;
  if (layout === 'classic') {
    return (
      <Box w={54} h={72} style={page} aria-hidden>
        <Box h={14} bg={accent} />
        <Stack gap={3} p={5}>
          <Group justify="space-between" gap={2}>
            <Bar width="40%" />
            <Bar width="30%" />
          </Group>
          <Bar width="100%" colour={accent} height={4} />
          <Bar width="100%" />
          <Bar width="100%" />
          <Group justify="flex-end">
            <Bar width="45%" colour={accent} height={4} />
          </Group>
        </Stack>
      </Box>
    );
  }
  if (layout === 'modern') {
    return (
      <Box w={54} h={72} style={{ ...page, display: 'flex' }} aria-hidden>
        <Box w={6} bg={accent} />
        <Stack gap={3} p={5} style={{ flex: 1 }}>
          <Bar width="70%" colour={accent} height={6} />
          <Group gap={3} wrap="nowrap">
            <Bar width="45%" />
            <Bar width="45%" />
          </Group>
          <Bar width="100%" colour={accent} height={3} />
          <Bar width="100%" />
          <Group justify="flex-end">
            <Bar width="60%" colour={accent} height={7} />
          </Group>
        </Stack>
      </Box>
    );
  }
  return (
    <Box w={54} h={72} style={{ ...page, display: 'flex', justifyContent: 'center' }} aria-hidden>
      <Stack gap={2} py={5} w={26} align="center">
        <Bar width="80%" />
        <Bar width="100%" colour={accent} height={3} />
        <Bar width="100%" />
        <Bar width="100%" />
        <Bar width="100%" />
        <Bar width="100%" />
        <Bar width="100%" colour={accent} height={4} />
      </Stack>
    </Box>
  );
}

interface LayoutPickerProps {
  value: TemplateLayoutValue;
  onChange: (layout: TemplateLayoutValue) => void;
  accent: string;
  disabled?: boolean;
}

export function LayoutPicker({ value, onChange, accent, disabled }: LayoutPickerProps) {
  const colour = /^#[0-9a-f]{6}$/i.test(accent) ? accent : 'var(--mantine-color-gray-6)';
  return (
    <Radio.Group
      label="Layout"
      value={value}
      onChange={(next) => onChange(next as TemplateLayoutValue)}
      readOnly={disabled}
    >
      <SimpleGrid cols={3} spacing="xs" mt={6}>
        {templateLayoutValues.map((layout) => (
          <Radio.Card
            key={layout}
            value={layout}
            p={6}
            radius="md"
            disabled={disabled}
            style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'center' }}
            aria-label={templateLayoutLabels[layout].label}
          >
            <Stack gap={6} align="center" w="100%">
              <Thumbnail layout={layout} accent={colour} />
              <Group gap={4} wrap="nowrap">
                <Radio.Indicator size="xs" />
                <Text fw={600} fz={{ base: 'xs', sm: 'sm' }}>
                  {templateLayoutLabels[layout].label}
                </Text>
              </Group>
              <Text fz="xs" c="dimmed" ta="center" visibleFrom="sm">
                {templateLayoutLabels[layout].description}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
