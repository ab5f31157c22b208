import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index.ts';

/*
 * Every message a schema can give is read by a person, beside the field or in a toast: it names
 * the field by its label ('First name is a required field'), never by its code name
 * ('firstName'), and never in a library's default words ('Invalid input: expected number,
 * received undefined'). This walks every zod schema packages/core exports, so a schema added
 * later is held to the same rule without anyone remembering to list it here.
 */

type Path = Array<string | number>;

const schemas = (Object.entries(core) as Array<[string, unknown]>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

const badValues: unknown[] = [undefined, null, 42, true, '', '   ', [], {}, 'x'.repeat(10_000), '-1', 'abc'];

/** Library wording that must never reach a person. 'Required' alone is zod 3's; lower-case 'required' is ours. */
const libraryWords = [
  /invalid input/i,
  /\bexpected\b/i,
  // 'received undefined' is zod's; 'Amount received' is a label (payments received).
  /\breceived (an? )?(undefined|null|string|number|object|array|boolean|nan)\b/i,
  /too small/i,
  /too big/i,
  /invalid option/i,
  /unrecognized key/i,
  /invalid string/i,
  /invalid uuid/i,
  /\bRequired\b/,
  /\b(undefined|NaN|string|object|boolean)\b/,
];

/**
 * Keys that are ordinary English words, so a message may use them as words ('Select at least
 * one account'). Any other key found in a message is a code name showing through.
 */
const englishKeys = new Set([
  'account',
  'accounts',
  'address',
  'amount',
  'balance',
  'branch',
  'code',
  'company',
  'content',
  'country',
  'credit',
  'currency',
  'date',
  'debit',
  'demo',
  'description',
  'direction',
  'discount',
  'email',
  'format',
  'from',
  'industry',
  'into',
  'items',
  'lines',
  'mapping',
  'memo',
  'message',
  'name',
  'note',
  'occupation',
  'password',
  'percentage',
  'reference',
  'rate',
  'required',
  'rules',
  'software',
  'state',
  'tax',
  'contact',
  'token',
  'type',
  'value',
  // 'Line total', 'Expense category', 'Reference number', 'Save at most 500 expenses at once'.
  'total',
  'category',
  'number',
  'expenses',
]);

/** What makes up a schema, whatever wraps it (optional, nullable, default, pipe, refine). */
function innerSchemas(schema: z.ZodType): z.ZodType[] {
  const definition = schema._zod.def as unknown as Record<string, unknown>;
  const inner = ['innerType', 'in', 'out', 'element']
    .map((key) => definition[key])
    .filter((value): value is z.ZodType => value instanceof z.ZodType);
  return inner;
}

function objectShapes(schema: z.ZodType, seen = new Set<z.ZodType>()): Array<Record<string, z.ZodType>> {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (schema instanceof z.ZodObject) return [schema.shape as Record<string, z.ZodType>];
  return innerSchemas(schema).flatMap((inner) => objectShapes(inner, seen));
}

function isList(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  if (schema instanceof z.ZodArray) return true;
  return innerSchemas(schema).some((inner) => isList(inner, seen));
}

/** Every field path of a schema, into nested objects and lists of objects ('lines', 0, 'account'). */
function fieldPaths(schema: z.ZodType, prefix: Path = []): Path[] {
  return objectShapes(schema).flatMap((shape) =>
    Object.entries(shape).flatMap(([key, field]) => {
      const path = [...prefix, key];
      const nested = isList(field) ? [...path, 0] : path;
      return [path, ...fieldPaths(field, nested)];
    }),
  );
}

function keysOf(schema: z.ZodType): Set<string> {
  return new Set(fieldPaths(schema).flatMap((path) => path.filter((part): part is string => typeof part === 'string')));
}

/** { lines: [{ account: value }] } for the path ['lines', 0, 'account']. */
function inputAt(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [inputAt(rest, value)] : { [head as string]: inputAt(rest, value) };
}

function problemsWith(message: string, keys: Set<string>): string[] {
  const problems: string[] = [];
  for (const words of libraryWords) if (words.test(message)) problems.push(`library wording ${words}`);
  if (!/^[A-Z0-9]/.test(message)) problems.push('does not start with a capital letter');
  const camelCase = /\b[a-z]+[A-Z]\w*\b/.exec(message);
  if (camelCase) problems.push(`code name ${camelCase[0]}`);
  const snakeCase = /\b[A-Za-z0-9]+_\w+\b/.exec(message);
  if (snakeCase) problems.push(`code name ${snakeCase[0]}`);
  for (const key of keys) {
    if (!englishKeys.has(key) && new RegExp(`\\b${key}\\b`).test(message)) problems.push(`field key ${key}`);
  }
  return problems;
}

function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the spec’s examples (section 5)', () => {
  it('name the field by its label', () => {
    const result = core.signupSchema.safeParse({ email: 'ada at example', phoneNumber: '0803-ABC-4567' });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is a required field',
        'Email must be a valid email',
        'Phone number is not valid.',
      ]),
    );
  });
});

describe('every message of every exported schema is in people’s words', () => {
  it('finds the schemas to check', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['signupSchema', 'journalSchema']));
  });

  it.each(schemas)('%s', (_name, schema) => {
    const keys = keysOf(schema);
    const inputs = [...badValues, ...fieldPaths(schema).flatMap((path) => badValues.map((bad) => inputAt(path, bad)))];
    const failures = new Set<string>();
    for (const input of inputs) {
      for (const message of messagesFor(schema, input)) {
        for (const problem of problemsWith(message, keys)) failures.add(`'${message.slice(0, 120)}': ${problem}`);
      }
    }
    expect([...failures]).toEqual([]);
  });
});
