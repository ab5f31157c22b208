import { describe, expect, it } from 'vitest';
import { inlineText, parseFrontMatter, parseInline, parseMarkdown, slugify } from './markdown.ts';

describe('front matter', () => {
  it('reads key: value pairs and returns the body after the closing fence', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: Charging VAT: a guide\ndate: 2026-02-03\nauthor: "Funke Adeyemi"\nsummary: \'It is 7.5%.\'\n---\n\nFirst paragraph.\n',
    );
    expect(data).toEqual({
      title: 'Charging VAT: a guide',
      date: '2026-02-03',
      author: 'Funke Adeyemi',
      summary: 'It is 7.5%.',
    });
    expect(body).toBe('\nFirst paragraph.\n');
  });

  it('handles Windows line endings and a byte-order mark', () => {
    const { data, body } = parseFrontMatter('\uFEFF---\r\ntitle: Hello\r\n---\r\nBody');
    expect(data).toEqual({ title: 'Hello' });
    expect(body).toBe('Body');
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('# Just text')).toEqual({ data: {}, body: '# Just text' });
  });

  it('refuses a line that is not key: value', () => {
    expect(() => parseFrontMatter('---\ntitle Hello\n---\n')).toThrow(/not "key: value"/);
  });
});

describe('inline marks', () => {
  it('reads bold, italic, code and links', () => {
    expect(parseInline('Pay **7.5% VAT** on _taxable_ sales, see [the guide](/blog/vat) or `INV-001`.')).toEqual([
      { type: 'text', value: 'Pay ' },
      { type: 'strong', children: [{ type: 'text', value: '7.5% VAT' }] },
      { type: 'text', value: ' on ' },
      { type: 'em', children: [{ type: 'text', value: 'taxable' }] },
      { type: 'text', value: ' sales, see ' },
      { type: 'link', href: '/blog/vat', children: [{ type: 'text', value: 'the guide' }] },
      { type: 'text', value: ' or ' },
      { type: 'code', value: 'INV-001' },
      { type: 'text', value: '.' },
    ]);
  });

  it('nests italic inside bold', () => {
    expect(parseInline('**very _important_**')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', value: 'very ' },
          { type: 'em', children: [{ type: 'text', value: 'important' }] },
        ],
      },
    ]);
  });

  it('leaves unclosed marks, snake_case words and escaped characters as text', () => {
    expect(inlineText(parseInline('2 * 3 and account_code and \\*not italic\\*'))).toBe(
      '2 * 3 and account_code and *not italic*',
    );
    expect(parseInline('account_code_here')).toEqual([{ type: 'text', value: 'account_code_here' }]);
  });

  it('keeps only safe links and turns the rest into text', () => {
    expect(parseInline('[mail](mailto:hello@owo.ng)')[0]).toMatchObject({ type: 'link', href: 'mailto:hello@owo.ng' });
    expect(parseInline('[site](https://nrs.gov.ng)')[0]).toMatchObject({ type: 'link', href: 'https://nrs.gov.ng' });
    expect(parseInline('[bad](javascript:alert(1))')).toEqual([{ type: 'text', value: '[bad](javascript:alert(1))' }]);
    expect(parseInline('[proto-relative](//evil.example)')[0]).toMatchObject({ type: 'text' });
  });

  it('never produces HTML: angle brackets stay text', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ type: 'text', value: '<script>alert(1)</script>' }]);
  });
});

describe('blocks', () => {
  it('reads headings with unique ids, paragraphs joined across lines, and both kinds of list', () => {
    const blocks = parseMarkdown(
      [
        '## What changed',
        'The bands moved',
        'on 1 January.',
        '',
        '- first ₦800,000 at 0%',
        '- next ₦2,200,000',
        '  at 15%',
        '',
        '1. Open **Payroll**',
        '2. Approve',
        '',
        '### What changed',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, id: 'what-changed', children: [{ type: 'text', value: 'What changed' }] },
      { type: 'paragraph', children: [{ type: 'text', value: 'The bands moved on 1 January.' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', value: 'first ₦800,000 at 0%' }], [{ type: 'text', value: 'next ₦2,200,000 at 15%' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          [
            { type: 'text', value: 'Open ' },
            { type: 'strong', children: [{ type: 'text', value: 'Payroll' }] },
          ],
          [{ type: 'text', value: 'Approve' }],
        ],
      },
      { type: 'heading', level: 3, id: 'what-changed-2', children: [{ type: 'text', value: 'What changed' }] },
    ]);
  });

  it('makes a single # an h2, since the page title is the h1', () => {
    expect(parseMarkdown('# Title')[0]).toMatchObject({ type: 'heading', level: 2 });
  });

  it('reads tables, quotes and rules', () => {
    const blocks = parseMarkdown(
      [
        '| Band | Rate |',
        '| --- | ---: |',
        '| First ₦800,000 | 0% |',
        '| Next ₦2,200,000 | 15% |',
        '',
        '> VAT is 7.5%',
        '> of the price.',
        '',
        '---',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      {
        type: 'table',
        header: [[{ type: 'text', value: 'Band' }], [{ type: 'text', value: 'Rate' }]],
        rows: [
          [[{ type: 'text', value: 'First ₦800,000' }], [{ type: 'text', value: '0%' }]],
          [[{ type: 'text', value: 'Next ₦2,200,000' }], [{ type: 'text', value: '15%' }]],
        ],
      },
      { type: 'quote', children: [{ type: 'text', value: 'VAT is 7.5% of the price.' }] },
      { type: 'rule' },
    ]);
  });

  it('ends a paragraph where a list starts without a blank line', () => {
    const blocks = parseMarkdown('You need:\n- a TIN\n- a bank account');
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'list']);
  });
});

describe('slugify', () => {
  it('makes readable anchors', () => {
    expect(slugify('PAYE & pension in 2026!')).toBe('paye-and-pension-in-2026');
    expect(slugify('Café owners')).toBe('cafe-owners');
  });
});
