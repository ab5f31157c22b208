import { zodResolver } from '@hookform/resolvers/zod';
import { type JournalInput, type JournalUpdateInput, journalSchema, todayInLagos } from '@owo/core';
import { type FieldNamesMarkedBoolean, useForm } from 'react-hook-form';
import type { JournalDetail } from '../../api/journals.ts';
import { amountToKobo } from '../../lib/amounts.ts';
import { changedFields } from '../../lib/changed-fields.ts';

/** The journal form holds the request body as typed: amounts may still be '' or strings. */
export type JournalFormValues = JournalInput;
type JournalLineValues = JournalFormValues['lines'][number];

export function emptyLine(): JournalLineValues {
  return { account: '', description: '', debit: '', credit: '' };
}

export function newJournalValues(): JournalFormValues {
  return { date: todayInLagos(), reference: '', note: '', branch: null, lines: [emptyLine(), emptyLine()] };
}

/** A saved journal as the form holds it; zero sides show as empty inputs. */
export function journalValues(journal: JournalDetail): JournalFormValues {
  return {
    date: journal.date,
    reference: journal.reference,
    note: journal.note,
    branch: journal.branch?._id ?? null,
    lines: journal.lines.map((line) => ({
      account: line.account._id,
      description: line.description,
      debit: line.debit || '',
      credit: line.credit || '',
    })),
  };
}

/** A copy of a journal for a new one: the same lines, branch, reference and note, dated today. */
export function copiedJournalValues(journal: JournalDetail): JournalFormValues {
  return { ...journalValues(journal), date: todayInLagos() };
}

/** The shared journal schema checks the form: the same rules and words as the API. */
export function useJournalForm(defaultValues: JournalFormValues) {
  return useForm({ resolver: zodResolver(journalSchema), defaultValues });
}

const lineKey = (line: JournalLineValues) =>
  [line.account, line.description?.trim() ?? '', amountToKobo(line.debit), amountToKobo(line.credit)].join('|');

/** True when the lines differ from the saved ones in any account, description or amount. */
export function linesChanged(saved: readonly JournalLineValues[], current: readonly JournalLineValues[]): boolean {
  return saved.map(lineKey).join('\n') !== current.map(lineKey).join('\n');
}

/**
 * The PATCH body of an edit: only the changed fields. Lines go whole when any changed (the API
 * replaces them all); a cleared note is sent as '' so it is cleared.
 */
export function journalChanges(
  saved: JournalFormValues,
  current: JournalFormValues,
  dirty: Partial<Readonly<FieldNamesMarkedBoolean<JournalFormValues>>>,
): JournalUpdateInput {
  const { lines, ...fields } = current;
  const { lines: _lines, ...dirtyFields } = dirty;
  const body: JournalUpdateInput = changedFields(fields, dirtyFields);
  if ('note' in body) body.note = current.note ?? '';
  if (linesChanged(saved.lines, lines)) body.lines = lines;
  return body;
}
