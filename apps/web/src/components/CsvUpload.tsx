import { Alert, Anchor, Box, Button, FileButton, Group, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  type CsvColumn,
  CsvFileError,
  type CsvImportMode,
  type CsvImportResult,
  type CsvRecords,
  csvTemplate,
  readRecordsCsv,
} from '@owo/core';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { uploadCsv } from '../api/csv-upload.ts';
import { isPhone } from '../lib/use-phone.ts';
import { toast } from './toast.tsx';

/*
 * The CSV upload dialog of spec section 2 for any kind of record (customers now; products and
 * vendors reuse it): drag a .csv in or pick one, see its first rows as they will be read, name the
 * file, choose what happens to refused rows, upload. Refused rows are listed with their line in
 * the file, so they can be fixed and the file uploaded again (rows already there are skipped).
 */

export interface CsvUploadProps {
  /** The API path the form is posted to: '/customer/csv'. */
  endpoint: string;
  /** The columns the upload reads: the preview and the template use them. */
  columns: readonly CsvColumn[];
  /** The template's file name: 'customers-template.csv'. */
  templateName: string;
  /** The template's example row. */
  example?: Record<string, string>;
  /** What was uploaded, for the messages: customers. */
  noun: string;
  /** After a saved upload (the list reloads). */
  onUploaded?: (result: CsvImportResult) => void;
  /** Closes the dialog. */
  onClose: () => void;
}

const previewRows = 5;
const modeLabels: Record<CsvImportMode, { label: string; description: string }> = {
  'all-or-nothing': {
    label: 'Save nothing if any row is refused',
    description: 'Fix the refused rows and upload the whole file again.',
  },
  'good-rows': {
    label: 'Save the good rows',
    description: 'Refused rows are listed; fix them and upload the file again. Rows already saved are skipped.',
  },
};

function downloadTemplate(props: Pick<CsvUploadProps, 'columns' | 'example' | 'templateName'>) {
  const blob = new Blob([csvTemplate(props.columns, props.example)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = props.templateName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The first rows of the file as the server will read them, or why it cannot be read. */
async function previewOf(file: File, columns: readonly CsvColumn[]): Promise<CsvRecords | string> {
  try {
    return readRecordsCsv(await file.slice(0, 256 * 1024).text(), columns, previewRows);
  } catch (error) {
    return error instanceof CsvFileError ? error.message : 'The file could not be read.';
  }
}

function Preview({ preview, columns }: { preview: CsvRecords; columns: readonly CsvColumn[] }) {
  const shown = columns.filter((column) => preview.fields.includes(column.field));
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        Preview (first {previewRows} rows)
      </Text>
      <Table.ScrollContainer minWidth={Math.max(320, shown.length * 120)} maxHeight={220}>
        <Table fz="xs" withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              {shown.map((column) => (
                <Table.Th key={column.field}>{column.heading}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.records.map((record) => (
              <Table.Tr key={record.line}>
                <Table.Td>{record.line}</Table.Td>
                {shown.map((column) => (
                  <Table.Td key={column.field}>{record.values[column.field]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.unknownHeadings.length > 0 ? (
        <Text fz="xs" c="dimmed">
          Not read: {preview.unknownHeadings.join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}

function Result({ result, message }: { result: CsvImportResult; message: string }) {
  return (
    <Stack gap="sm">
      <Alert color={result.saved ? (result.refused.length ? 'yellow' : 'green') : 'red'} title={message}>
        {result.saved
          ? `${result.created} added, ${result.duplicates} already there, ${result.refused.length} refused.`
          : 'Nothing was saved.'}
      </Alert>
      {result.refused.length > 0 ? (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            Refused rows: fix them in the file and upload it again
          </Text>
          <Table.ScrollContainer minWidth={280} maxHeight={260}>
            <Table fz="sm" withTableBorder aria-label="Refused rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={64}>Line</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.refused.map((refusal) => (
                  <Table.Tr key={refusal.line}>
                    <Table.Td>{refusal.line}</Table.Td>
                    <Table.Td>{refusal.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
}

export function CsvUpload(props: CsvUploadProps) {
  const { columns, endpoint, noun, onClose } = props;
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<CsvRecords | string | null>(null);
  const [mode, setMode] = useState<CsvImportMode>('all-or-nothing');
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ result: CsvImportResult; message: string } | null>(null);

  const choose = async (chosen: File | null) => {
    setAnswer(null);
    setProblem(null);
    if (!chosen) return;
    if (!/\.csv$/i.test(chosen.name)) {
      setProblem('Only .csv files can be uploaded');
      return;
    }
    setFile(chosen);
    setFileName(chosen.name);
    setPreview(await previewOf(chosen, columns));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0] ?? null);
  };

  const upload = async () => {
    if (!file) return;
    const name = /\.csv$/i.test(fileName.trim()) ? fileName.trim() : `${fileName.trim() || 'upload'}.csv`;
    setUploading(true);
    setProblem(null);
    try {
      const response = await uploadCsv(endpoint, file, { fileName: name, mode });
      const { data: result, message } = response;
      if (result.saved) props.onUploaded?.(result);
      if (result.saved && result.refused.length === 0) {
        toast({ type: 'success', msg: message });
        onClose();
        return;
      }
      setAnswer({ result, message });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : `The ${noun} could not be uploaded.`);
    } finally {
      setUploading(false);
    }
  };

  const readable = preview !== null && typeof preview !== 'string';
  return (
    <Stack gap="md">
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p="lg"
        data-testid="csv-drop-zone"
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? 'owo-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          textAlign: 'center',
        }}
      >
        <Stack gap="xs" align="center">
          <IconFileTypeCsv size={32} stroke={1.5} aria-hidden />
          <Text fz="sm">Drag a .csv file here, or</Text>
          <FileButton onChange={(chosen) => void choose(chosen)} accept=".csv,text/csv">
            {(buttonProps) => (
              <Button variant="default" size="xs" {...buttonProps}>
                Choose a file
              </Button>
            )}
          </FileButton>
          <Anchor component="button" type="button" fz="xs" onClick={() => downloadTemplate(props)}>
            <Group gap={4} component="span">
              <IconDownload size={14} /> Download the template
            </Group>
          </Anchor>
        </Stack>
      </Box>
      {typeof preview === 'string' ? <Alert color="red">{preview}</Alert> : null}
      {readable ? <Preview preview={preview} columns={columns} /> : null}
      {file ? (
        <TextInput
          label="File name"
          value={fileName}
          onChange={(event) => setFileName(event.currentTarget.value)}
          description="Kept with the upload in the audit log"
        />
      ) : null}
      <Radio.Group label="If some rows are refused" value={mode} onChange={(value) => setMode(value as CsvImportMode)}>
        <Stack gap="xs" mt={6}>
          {(Object.keys(modeLabels) as CsvImportMode[]).map((value) => (
            <Radio
              key={value}
              value={value}
              label={modeLabels[value].label}
              description={modeLabels[value].description}
            />
          ))}
        </Stack>
      </Radio.Group>
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {answer ? <Result result={answer.result} message={answer.message} /> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={uploading}>
          {answer ? 'Close' : 'Cancel'}
        </Button>
        <Button
          leftSection={<IconUpload size={16} />}
          onClick={() => void upload()}
          loading={uploading}
          disabled={!readable || uploading}
        >
          Upload
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the upload dialog on the shared stack. */
export function openCsvUpload(props: Omit<CsvUploadProps, 'onClose'> & { title: string }): void {
  const modalId = `csv-upload-${props.endpoint}`;
  const { title, ...rest } = props;
  modals.open({
    modalId,
    title,
    size: 'lg',
    fullScreen: isPhone(),
    children: <CsvUpload {...rest} onClose={() => modals.close(modalId)} />,
  });
}
