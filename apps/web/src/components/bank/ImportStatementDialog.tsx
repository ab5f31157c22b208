import { Alert, Button, Divider, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import type { StatementDateFormat } from '@owo/core';
import { useMemo, useState } from 'react';
import {
  type BankAccount,
  newImportId,
  type StatementImportResult,
  useImportStatement,
  useStatementImportProgress,
} from '../../api/bank.ts';
import { ColumnMappingFields } from './ColumnMappingFields.tsx';
import { StatementDropZone, type StatementFile } from './StatementDropZone.tsx';
import { StatementPreviewTable } from './StatementPreviewTable.tsx';
import {
  type ColumnChoice,
  type CsvLayout,
  importProgressText,
  previewStatement,
  readCsvLayout,
  readRowsLayout,
  statementFileProblem,
  toColumnMapping,
} from './statement-file.ts';

interface ImportStatementDialogProps {
  account: BankAccount;
  onImported: (result: StatementImportResult) => void;
  onCancel: () => void;
}

/**
 * Spec section 2's upload dialog, for a bank statement: pick, check the columns, preview, upload.
 * A large file is written in batches; the dialog reads the import's progress while the upload runs.
 */
export function ImportStatementDialog({ account, onImported, onCancel }: ImportStatementDialogProps) {
  const upload = useImportStatement(account._id);
  const [file, setFile] = useState<StatementFile | null>(null);
  const [fileName, setFileName] = useState('');
  const [layout, setLayout] = useState<CsvLayout | null>(null);
  const [choice, setChoice] = useState<ColumnChoice | null>(null);
  const [dateFormat, setDateFormat] = useState<StatementDateFormat | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useStatementImportProgress(account._id, importId).data ?? null;

  const onFile = (next: StatementFile) => {
    const nextLayout = next.rows ? readRowsLayout(next.rows) : next.format === 'csv' ? readCsvLayout(next.text) : null;
    setFile(next);
    setFileName(next.name);
    setLayout(nextLayout);
    setChoice(nextLayout?.choice ?? null);
    setDateFormat(nextLayout?.dateFormat ?? null);
  };

  const preview = useMemo(
    () =>
      file && (file.format === 'ofx' || choice)
        ? previewStatement(file.rows ?? file.text, file.format, choice ?? emptyChoice, dateFormat)
        : null,
    [file, choice, dateFormat],
  );

  const tooLarge = useMemo(
    () => (file && preview ? statementFileProblem(file.bytes, preview.lines.length) : undefined),
    [file, preview],
  );
  const pending = upload.isPending;
  const nameError = file && fileName.trim() === '' ? 'Enter a file name' : undefined;
  const ready = Boolean(file && preview && !preview.problem && preview.lines.length > 0 && !nameError && !tooLarge);

  const submit = () => {
    if (!file || !ready) return;
    const id = newImportId();
    setImportId(id);
    upload.mutate(
      {
        importId: id,
        fileName: fileName.trim(),
        format: file.format,
        content: file.text,
        ...(file.format !== 'ofx' && choice
          ? { mapping: toColumnMapping(choice), ...(dateFormat ? { dateFormat } : {}) }
          : {}),
      },
      { onSuccess: (response) => onImported(response.data), onSettled: () => setImportId(null) },
    );
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Into {account.account_name}. Lines already imported are skipped, so importing an overlapping period is safe.
      </Text>
      <StatementDropZone onFile={onFile} current={file?.name} disabled={pending} />
      {file ? (
        <>
          <TextInput
            label="File name"
            value={fileName}
            onChange={(event) => setFileName(event.currentTarget.value)}
            error={nameError}
            disabled={pending}
          />
          {layout && choice ? (
            <ColumnMappingFields
              headers={layout.headers}
              choice={choice}
              onChange={setChoice}
              dateFormat={dateFormat}
              onDateFormatChange={setDateFormat}
              disabled={pending}
            />
          ) : null}
          <Divider />
          {preview ? <StatementPreviewTable preview={preview} /> : null}
        </>
      ) : null}
      {tooLarge ? (
        <Alert color="red" role="alert">
          {tooLarge}
        </Alert>
      ) : null}
      {pending ? <ImportProgress progress={progress} /> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={pending} disabled={!ready || pending}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}

/** Uploading and reading the file (no progress yet), then the lines written so far. */
function ImportProgress({ progress }: { progress: { processedLines: number; totalLines: number } | null }) {
  if (!progress || progress.totalLines === 0) {
    return (
      <Stack gap={4}>
        <Progress value={100} animated size="sm" aria-label="Uploading the statement" />
        <Text fz="sm" c="dimmed">
          Uploading and reading the file…
        </Text>
      </Stack>
    );
  }
  const text = importProgressText(progress);
  return (
    <Stack gap={4}>
      <Progress value={(100 * progress.processedLines) / progress.totalLines} size="sm" aria-label={text} />
      <Text fz="sm" role="status">
        {text}
      </Text>
    </Stack>
  );
}

const emptyChoice: ColumnChoice = {
  date: '',
  description: '',
  reference: '',
  amountLayout: 'split',
  amount: '',
  direction: '',
  debit: '',
  credit: '',
  balance: '',
};
