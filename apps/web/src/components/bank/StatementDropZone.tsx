import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import type { StatementFormat } from '../../api/bank.ts';
import { ApiError } from '../../api/client.ts';
import { readWorkbook } from './read-workbook.ts';
import {
  acceptedExtensions,
  fileSizeLimitText,
  largestStatementBytes,
  onlyCsvOrOfx,
  statementFormatOf,
  unreadableWorkbook,
} from './statement-file.ts';

export interface StatementFile {
  name: string;
  /** The text of a CSV or OFX file; an Excel workbook's bytes in base64, as the API takes it. */
  text: string;
  format: StatementFormat;
  /** The file's size in bytes, for the size limit. */
  bytes: number;
  /** An Excel sheet's rows of cell texts, as the server read them; null for CSV and OFX. */
  rows: string[][] | null;
}

/** Reads the chosen file: CSV and OFX as text here, an Excel workbook by the server. */
async function readStatementFile(file: File, format: StatementFormat): Promise<StatementFile> {
  const about = { name: file.name, format, bytes: file.size };
  if (format !== 'xlsx') return { ...about, text: await file.text(), rows: null };
  const workbook = await readWorkbook(file);
  return { ...about, text: workbook.base64, rows: workbook.rows };
}

interface StatementDropZoneProps {
  onFile: (file: StatementFile) => void;
  /** The chosen file's name, once there is one. */
  current?: string;
  disabled?: boolean;
}

/** Drop a statement here or pick one: .csv and .ofx are read in the browser, .xlsx by the server. */
export function StatementDropZone({ onFile, current, disabled }: StatementDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const take = async (file: File | null | undefined) => {
    if (!file) return;
    const format = statementFormatOf(file.name);
    if (!format) return setError(/\.xls$/i.test(file.name.trim()) ? unreadableWorkbook : onlyCsvOrOfx);
    if (file.size > largestStatementBytes)
      return setError(`This file is larger than ${fileSizeLimitText}. Export a shorter period.`);
    setError(null);
    setReading(true);
    try {
      onFile(await readStatementFile(file, format));
    } catch (error) {
      setError(
        error instanceof ApiError && error.status === 400
          ? error.message
          : 'The file could not be read. Try saving it again from your internet banking.',
      );
    } finally {
      setReading(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderColor: dragging ? 'var(--mantine-color-owo-6)' : error ? 'var(--mantine-color-red-6)' : undefined,
        background: dragging ? 'var(--mantine-color-owo-0)' : undefined,
      }}
    >
      <Stack align="center" gap={6} ta="center">
        <IconFileUpload size={32} stroke={1.5} aria-hidden="true" />
        <Text fw={600}>{current ? current : 'Drag the statement file here'}</Text>
        <Text fz="sm" c="dimmed">
          {current ? 'Drop another file to replace it' : 'A .csv, .xlsx or .ofx file from your internet banking'}
        </Text>
        <Group gap="xs" mt={4}>
          <FileButton onChange={(file) => void take(file)} accept={acceptedExtensions.join(',')} disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" size="sm" loading={reading}>
                {current ? 'Choose another file' : 'Choose statement file'}
              </Button>
            )}
          </FileButton>
        </Group>
        {error ? (
          <Text fz="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
