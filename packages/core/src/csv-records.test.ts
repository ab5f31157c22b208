import { describe, expect, it } from 'vitest';
import { CsvFileError, csvTemplate, readRecordsCsv } from './csv-records.ts';

const columns = [
  { field: 'name', heading: 'Company Name', aliases: ['Customer'] },
  { field: 'email', heading: 'Email', aliases: ['E-mail'] },
];

describe('reading a CSV of records', () => {
  it('keeps the line each record starts on, across blank lines and quoted line breaks', () => {
    const text = 'Company Name,Email\r\nAdaeze Foods,a@b.ng\r\n\r\n"Kemi\r\nTextiles",k@t.ng\r\n=SUM(A1),s@x.ng\r\n';
    const { records } = readRecordsCsv(text, columns);
    expect(records).toEqual([
      { line: 2, values: { name: 'Adaeze Foods', email: 'a@b.ng' } },
      { line: 4, values: { name: 'Kemi\r\nTextiles', email: 'k@t.ng' } },
      { line: 6, values: { name: '=SUM(A1)', email: 's@x.ng' } },
    ]);
  });

  it('reads semicolons, a byte order mark, headings in any case and aliases, and names unknown headings', () => {
    const read = readRecordsCsv('\uFEFFcustomer;E-MAIL;Notes\nAdaeze Foods;a@b.ng;x\n', columns);
    expect(read.records).toEqual([{ line: 2, values: { name: 'Adaeze Foods', email: 'a@b.ng' } }]);
    expect(read.unknownHeadings).toEqual(['Notes']);
  });

  it('stops at the limit and says there was more', () => {
    const read = readRecordsCsv('Email\na@b.ng\nc@d.ng\ne@f.ng\n', columns, 2);
    expect(read.records).toHaveLength(2);
    expect(read.truncated).toBe(true);
  });

  it('refuses a file without a header row or without any known column', () => {
    expect(() => readRecordsCsv('', columns)).toThrow(CsvFileError);
    expect(() => readRecordsCsv('Colour,Size\nred,big\n', columns)).toThrow(/names none of the columns/);
  });

  it('writes a template the reader reads back', () => {
    const template = csvTemplate(columns, { name: 'Adaeze Foods, Ltd', email: 'a@b.ng' });
    expect(readRecordsCsv(template, columns).records).toEqual([
      { line: 2, values: { name: 'Adaeze Foods, Ltd', email: 'a@b.ng' } },
    ]);
  });
});
