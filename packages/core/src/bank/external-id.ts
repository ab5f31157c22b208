import type { ImportedStatementLine } from './statement-source.ts';

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;
const encoder = new TextEncoder();

/** 64-bit FNV-1a of the text's UTF-8 bytes, as 16 hex digits. Same result in Node and the browser. */
export function stableHash(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of encoder.encode(text)) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK;
  return hash.toString(16).padStart(16, '0');
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toUpperCase();
}

/**
 * Gives each line an id from its date, amount, description and reference, plus how many identical
 * lines came before it in the same file: two ₦50 stamp duties on one day stay two lines, and the same
 * file imported again gives the same ids. Spacing and letter case do not change the id, because banks
 * re-export the same narration with different padding.
 */
export function withContentIds(
  lines: readonly Omit<ImportedStatementLine, 'externalId'>[],
  prefix: string,
): ImportedStatementLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = [line.date, line.amountKobo, normalise(line.description), normalise(line.reference)].join('\u001f');
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return { ...line, externalId: `${prefix}:${stableHash(`${key}\u001f${occurrence}`)}` };
  });
}
