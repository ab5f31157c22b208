/** One field of a change: its value before and after, and whether it changed. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * Before and after side by side, field by field: changed fields first (in the order the record
 * lists them), then the unchanged ones. A value that is not an object is one field, 'value'.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = asRecord(before) ?? (before === null || before === undefined ? {} : { value: before });
  const now = asRecord(after) ?? (after === null || after === undefined ? {} : { value: after });
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  const changes = fields.map((field) => ({
    field,
    before: old[field],
    after: now[field],
    changed: !same(old[field], now[field]),
  }));
  return [...changes.filter((change) => change.changed), ...changes.filter((change) => !change.changed)];
}

/** A value as a person reads it: text as it is, yes/no, numbers, '—' for nothing, objects as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}
