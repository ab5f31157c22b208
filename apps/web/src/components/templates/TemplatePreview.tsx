import { Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type TemplateDocumentTypeValue, type TemplateSettings, templateSettingsSchema } from '@owo/core';
import { IconArrowsMaximize, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { fetchTemplatePreview } from '../../api/templates.ts';

/*
 * The live preview: the server prints its sample document with the settings as they stand in the
 * form (not saved), a moment after the last change, and the PDF is shown in a frame. A preview
 * overtaken by a newer change is abandoned. Settings the form would refuse (a half-typed colour)
 * keep the last good preview.
 */

const DEBOUNCE_MS = 500;

interface TemplatePreviewProps {
  documentType: TemplateDocumentTypeValue;
  settings: TemplateSettings;
  label: string;
}

export function TemplatePreview({ documentType, settings, label }: TemplatePreviewProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [rendering, setRendering] = useState(true);
  const [failed, setFailed] = useState(false);
  const urlRef = useRef<string | null>(null);
  const key = JSON.stringify(settings);

  useEffect(() => {
    const parsed = templateSettingsSchema.safeParse(JSON.parse(key));
    if (!parsed.success) {
      setRendering(false);
      return;
    }
    const controller = new AbortController();
    setRendering(true);
    const timer = setTimeout(() => {
      fetchTemplatePreview(documentType, parsed.data, controller.signal)
        .then((blob) => {
          const next = URL.createObjectURL(blob);
          if (urlRef.current) URL.revokeObjectURL(urlRef.current);
          urlRef.current = next;
          setUrl(next);
          setFailed(false);
          setRendering(false);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setFailed(true);
          setRendering(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [documentType, key]);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Group gap={8}>
          <Text fw={600}>Preview</Text>
          {rendering ? (
            <Group gap={6} role="status" aria-live="polite">
              <Loader size={14} />
              <Text fz="sm" c="dimmed">
                Updating the preview...
              </Text>
            </Group>
          ) : null}
        </Group>
        <Button
          visibleFrom="sm"
          variant="default"
          size="xs"
          leftSection={<IconArrowsMaximize size={14} />}
          disabled={!url}
          component="a"
          href={url ?? undefined}
          target="_blank"
          rel="noopener"
        >
          Open full screen
        </Button>
      </Group>
      <Paper
        withBorder
        radius="md"
        pos="relative"
        style={{ overflow: 'hidden' }}
        data-testid="template-preview"
        data-preview-url={url ?? ''}
        data-rendering={rendering || !url ? 'true' : 'false'}
      >
        {url ? (
          <>
            <Box
              component="iframe"
              src={`${url}#view=FitH&toolbar=0`}
              title={`${label} preview`}
              visibleFrom="sm"
              w="100%"
              h={{ base: 480, md: 760 }}
              style={{ border: 0, opacity: rendering ? 0.6 : 1, transition: 'opacity 150ms' }}
            />
            {/* Phones' browsers do not draw a PDF inside a page: it opens full screen instead. */}
            <Stack hiddenFrom="sm" align="center" gap="xs" p="lg">
              <IconFileTypePdf size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
              <Text ta="center" fz="sm">
                {rendering ? 'Updating the preview...' : `The ${label.toLowerCase()} preview is ready.`}
              </Text>
              <Button
                component="a"
                href={url}
                target="_blank"
                rel="noopener"
                leftSection={<IconArrowsMaximize size={16} />}
                disabled={rendering}
              >
                Open the preview
              </Button>
            </Stack>
          </>
        ) : (
          <Stack h={{ base: 200, md: 480 }} align="center" justify="center" gap="xs">
            {failed ? (
              <Text c="dimmed" ta="center" px="md">
                The preview could not be made. Change a setting to try again.
              </Text>
            ) : (
              <>
                <Loader />
                <Text c="dimmed">Preparing the preview...</Text>
              </>
            )}
          </Stack>
        )}
      </Paper>
      <Text fz="xs" c="dimmed">
        Sample figures with your company's details. Documents you send print with the saved template.
      </Text>
    </Stack>
  );
}
