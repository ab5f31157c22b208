/**
 * Spec section 4: an edit sends only the fields that changed. `dirty` is react-hook-form's
 * dirtyFields; a field counts when anything in it changed (a whole list of lines, say).
 */
export function changedFields<Values extends object>(
  values: Values,
  dirty: Partial<Record<keyof Values, unknown>>,
): Partial<Values> {
  const changed: Partial<Values> = {};
  for (const key of Object.keys(values) as Array<keyof Values>) {
    if (isDirty(dirty[key])) changed[key] = values[key];
  }
  return changed;
}

function isDirty(mark: unknown): boolean {
  if (Array.isArray(mark)) return mark.some(isDirty);
  if (mark && typeof mark === 'object') return Object.values(mark).some(isDirty);
  return mark === true;
}
