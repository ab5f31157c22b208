import type { Kobo } from '../money.ts';
import { parseAmountText } from './amount-text.ts';
import { isoDate } from './calendar.ts';
import { withContentIds } from './external-id.ts';
import { type ImportedStatementLine, StatementFormatError, type StatementRowError } from './statement-source.ts';

export interface OfxStatement {
  accountId?: string;
  bankId?: string;
  currency?: string;
  /** The period the bank says the statement covers (DTSTART, DTEND). */
  startDate?: string;
  endDate?: string;
  /** LEDGERBAL: the booked balance at the end of the statement. */
  closingBalance?: { amountKobo: Kobo; date?: string };
  lines: ImportedStatementLine[];
  /** `row` is the transaction's position in the file, counting from 1. */
  errors: StatementRowError[];
}

const LAGOS_OFFSET_HOURS = 1;

/**
 * Reads an OFX date (YYYYMMDD, optionally HHMMSS.XXX and a zone like [+1:WAT] or [-5:EST]) as the
 * business date in Lagos. With an explicit zone the instant is moved to Lagos time (UTC+1, no daylight
 * saving); without one the date is taken as written, because banks that leave the zone out write local
 * dates, whatever the spec says about GMT.
 */
export function parseOfxDate(text: string): string | undefined {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d+)?)?\s*(?:\[\s*([+-]?\d+(?:\.\d+)?)[^\]]*\])?/.exec(
      text.trim(),
    );
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, offset] = match;
  const date = isoDate(Number(year), Number(month), Number(day));
  if (date === undefined || hour === undefined || offset === undefined) return date;
  const utc =
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? 0)) -
    Number(offset) * 3_600_000;
  return new Date(utc + LAGOS_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** What XML allows in a document (its Char production): no NUL or other control, no surrogate half, nothing past U+10FFFF. */
function isCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/**
 * Refuses a file with a numeric character reference that names no character (&#99999999;, &#0;,
 * &#xD800;). No bank writes one, decoding it throws (String.fromCodePoint) or makes text the
 * database refuses, and a file that holds one was damaged or made by hand: the whole file is
 * refused, naming the line, rather than any of it stored.
 */
function checkCharacterReferences(text: string): void {
  for (const match of text.matchAll(/&#(?:x([0-9a-f]+)|(\d+));/gi)) {
    const code = match[1] === undefined ? Number(match[2]) : Number.parseInt(match[1], 16);
    if (isCharacter(code)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const shown = match[0].length > 20 ? `${match[0].slice(0, 16)}...;` : match[0];
    throw new StatementFormatError(
      `Line ${line} of the OFX file has ${shown}, which is not a character: export the statement from your bank again.`,
    );
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * A leaf element's value. In OFX 1.x (SGML) leaves have no end tag and end at the next tag or line
 * break; in 2.x (XML) they end at their end tag. Reading up to the next '<' serves both.
 */
function leaf(block: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)`, 'i').exec(block);
  const value = match?.[1] === undefined ? '' : decodeEntities(match[1]).replace(/\s+/g, ' ').trim();
  return value === '' ? undefined : value;
}

/** The content of an aggregate. Aggregates have end tags in both versions, but a missing one is tolerated. */
function aggregate(block: string, tag: string): string | undefined {
  const start = new RegExp(`<${tag}>`, 'i').exec(block);
  if (!start) return undefined;
  const rest = block.slice(start.index + start[0].length);
  const end = new RegExp(`</${tag}>`, 'i').exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

function amount(text: string | undefined): Kobo {
  const value = parseAmountText(text ?? '');
  if (value === undefined) throw new RangeError('The transaction has no amount');
  return value;
}

/** A balance that cannot be read is left out rather than failing the whole statement. */
function optionalAmount(text: string | undefined): Kobo | undefined {
  try {
    return parseAmountText(text ?? '');
  } catch {
    return undefined;
  }
}

/**
 * Parses an OFX bank or credit-card statement, version 1.x (SGML) or 2.x (XML). TRNAMT is signed from
 * the account holder's side (money in > 0) in both, as Owo stores it. FITID, the bank's own id, is the
 * externalId; a transaction without one gets a content hash, as CSV lines do.
 */
export function parseOfxStatement(text: string): OfxStatement {
  const start = text.search(/<OFX>/i);
  if (start === -1) throw new StatementFormatError('This is not an OFX file: it has no <OFX> element.');
  checkCharacterReferences(text);
  const body = text.slice(start);
  const statements = body.match(/<(?:STMTRS|CCSTMTRS)>/gi) ?? [];
  if (statements.length === 0) throw new StatementFormatError('The OFX file has no bank statement in it.');
  if (statements.length > 1) {
    throw new StatementFormatError(`The OFX file holds ${statements.length} statements; export one account at a time.`);
  }
  const statement = aggregate(body, 'STMTRS') ?? aggregate(body, 'CCSTMTRS') ?? '';
  const account = aggregate(statement, 'BANKACCTFROM') ?? aggregate(statement, 'CCACCTFROM') ?? '';
  const list = aggregate(statement, 'BANKTRANLIST') ?? '';
  const ledgerBalance = aggregate(statement, 'LEDGERBAL');

  const errors: StatementRowError[] = [];
  const parsed: { line: Omit<ImportedStatementLine, 'externalId'>; fitId: string | undefined }[] = [];
  const transactions = list.split(/<STMTTRN>/i).slice(1);
  for (const [index, chunk] of transactions.entries()) {
    const transaction = chunk.split(/<\/STMTTRN>/i)[0] ?? '';
    try {
      const posted = leaf(transaction, 'DTPOSTED');
      const date = posted === undefined ? undefined : parseOfxDate(posted);
      if (date === undefined)
        throw new RangeError(posted ? `"${posted}" is not an OFX date` : 'The transaction has no date');
      const line = {
        date,
        description: description(leaf(transaction, 'NAME'), leaf(transaction, 'MEMO')),
        reference: leaf(transaction, 'CHECKNUM') ?? leaf(transaction, 'REFNUM') ?? '',
        amountKobo: amount(leaf(transaction, 'TRNAMT')),
      };
      parsed.push({ line, fitId: leaf(transaction, 'FITID') });
    } catch (error) {
      errors.push({ row: index + 1, message: error instanceof Error ? error.message : String(error) });
    }
  }

  const lines = withContentIds(
    parsed.map(({ line }) => line),
    'ofx',
  ).map((line, index) => {
    const fitId = parsed[index]?.fitId;
    return fitId === undefined ? line : { ...line, externalId: fitId };
  });

  const balance = ledgerBalance === undefined ? undefined : optionalAmount(leaf(ledgerBalance, 'BALAMT'));
  const balanceDate = ledgerBalance === undefined ? undefined : parseOfxDate(leaf(ledgerBalance, 'DTASOF') ?? '');
  return {
    accountId: leaf(account, 'ACCTID'),
    bankId: leaf(account, 'BANKID'),
    currency: leaf(statement, 'CURDEF'),
    startDate: parseOfxDate(leaf(list, 'DTSTART') ?? ''),
    endDate: parseOfxDate(leaf(list, 'DTEND') ?? ''),
    closingBalance: balance === undefined ? undefined : { amountKobo: balance, date: balanceDate },
    lines,
    errors,
  };
}

/** NAME is often the payee cut to 32 characters and MEMO the full narration; keep both without repeating. */
function description(name: string | undefined, memo: string | undefined): string {
  if (name === undefined || memo === undefined) return name ?? memo ?? '';
  if (memo.toUpperCase().includes(name.toUpperCase())) return memo;
  if (name.toUpperCase().includes(memo.toUpperCase())) return name;
  return `${name} ${memo}`;
}
