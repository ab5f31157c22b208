import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Rules every module must keep, checked on the source so the next module cannot forget them
 * (DESIGN.md sections 4 and 9). Each failure names the file and the rule.
 */

const source = path.resolve(import.meta.dirname);
const files = (function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
})(source);
const relative = (file: string) => path.relative(source, file).split(path.sep).join('/');
const read = (file: string) => readFileSync(file, 'utf8');

/**
 * Modules whose routes act for a company: their data is reached only through http/work.ts. Every
 * module is one unless listed here as serving people before or beside a company, so a new module
 * is held to the rules without anyone remembering to add it.
 */
const platformModules = ['audit', 'auth', 'companies', 'demo', 'lookups', 'public-site', 'system'];
const companyModules = readdirSync(path.join(source, 'modules')).filter((module) => !platformModules.includes(module));

describe('the ledger has one way in', () => {
  it('writes entries only through post() and reverse(): nothing outside the ledger imports its writer', () => {
    const offenders = files
      .filter((file) => !relative(file).startsWith('ledger/'))
      .filter((file) => /from '[./]*ledger\/write-entry\.ts'/.test(read(file)))
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it('makes a PostingTransaction only in postingTransaction()', () => {
    const offenders = files
      .filter((file) => relative(file) !== 'ledger/post.ts')
      .filter((file) => /as (unknown as )?PostingTransaction\b/.test(read(file)))
      .map(relative);
    expect(offenders).toEqual([]);
  });
});

describe('a company route', () => {
  const routeFiles = files.filter((file) => {
    const [folder, module] = relative(file).split('/');
    return folder === 'modules' && companyModules.includes(module ?? '') && file.endsWith('.routes.ts');
  });

  it('reaches the database only through a tenant transaction (companyRead, companyWrite)', () => {
    expect(routeFiles.length).toBeGreaterThan(6);
    const offenders = routeFiles.filter((file) => /\bapp\.db\b/.test(read(file))).map(relative);
    expect(offenders).toEqual([]);
  });
});

describe('a use case', () => {
  const serviceFiles = files.filter((file) => {
    const [folder, module, name = ''] = relative(file).split('/');
    return (
      folder === 'modules' &&
      companyModules.includes(module ?? '') &&
      /\.(service|matching|entries|merge)\.ts$/.test(name)
    );
  });

  it('takes (tx, context, input) and opens no transaction of its own, so use cases compose into one', () => {
    expect(serviceFiles.length).toBeGreaterThan(8);
    const offenders: string[] = [];
    for (const file of serviceFiles) {
      const text = read(file);
      if (/\.transaction\(/.test(text)) offenders.push(`${relative(file)} opens a transaction`);
      for (const match of text.matchAll(/export async function (\w+)\(\s*(\w+):\s*(\w+)/g)) {
        const [, name, parameter, type] = match;
        if (parameter !== 'tx' || !['Transaction', 'PostingTransaction'].includes(type ?? '')) {
          offenders.push(`${relative(file)}: ${name}(${parameter}: ${type}, ...) should take (tx, context, input)`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('throws the shared error types, which live outside http/', () => {
    const offenders = files.filter((file) => /from '[./]*http\/errors\.ts'/.test(read(file))).map(relative);
    expect(offenders).toEqual([]);
  });
});
