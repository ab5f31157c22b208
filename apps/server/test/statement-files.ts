/*
 * Large statement files for the import tests: one CSV line per transaction, as lean as a bank's
 * export gets (ISO dates, one signed amount column), so tens of thousands of lines are quick to make.
 */

export const leanStatementHeader = 'Date,Narration,Reference,Amount,Balance';

/** The narration of line `index` (from 0); every line's content differs, so every line is stored. */
export const leanNarration = (index: number) => `NIP TRANSFER ${index} ADEBAYO STORES`;

/** A CSV of `count` lines dated through 2025, money in and out by turns. */
export function leanStatementCsv(count: number, narration: (index: number) => string = leanNarration): string {
  const lines = [leanStatementHeader];
  let balanceKobo = 100_000_000;
  for (let index = 0; index < count; index += 1) {
    const date = new Date(Date.UTC(2025, 0, 1) + Math.floor(index / 200) * 86_400_000).toISOString().slice(0, 10);
    const amountKobo = index % 2 === 0 ? 1_250_000 + index : -(75_000 + index);
    balanceKobo += amountKobo;
    lines.push(`${date},${narration(index)},REF${index},${naira(amountKobo)},${naira(balanceKobo)}`);
  }
  return `${lines.join('\n')}\n`;
}

const naira = (kobo: number) =>
  `${kobo < 0 ? '-' : ''}${Math.floor(Math.abs(kobo) / 100)}.${String(Math.abs(kobo) % 100).padStart(2, '0')}`;

/** A lean CSV padded with long narrations until it is just over `bytes` long. */
export function statementOfSize(bytes: number): string {
  const padding = 'X'.repeat(200);
  const lineBytes = leanStatementCsv(1, (index) => `${leanNarration(index)} ${padding}`).length;
  return leanStatementCsv(
    Math.ceil(bytes / (lineBytes - leanStatementHeader.length)) + 1,
    (index) => `${leanNarration(index)} ${padding}`,
  );
}
