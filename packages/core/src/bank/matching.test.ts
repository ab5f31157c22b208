import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from './calendar.ts';
import {
  narrationSimilarity,
  narrationWords,
  type ProposedMatch,
  proposeMatches,
  type ReconciliationLine,
  sumsMatch,
  totalKobo,
} from './matching.ts';

function line(id: string, date: string, amountKobo: number, description: string, reference = ''): ReconciliationLine {
  return { id, date, amountKobo, description, reference };
}

const pairs = (matches: ProposedMatch[]) => matches.map((match) => `${match.statementLineId}-${match.ledgerLineId}`);

describe('proposeMatches', () => {
  const statement = [
    line('s1', '2026-01-02', 25_000_000, 'NIP TRF FROM ADEBAYO OLUWASEUN/REF 0000123', '0000123'),
    line('s2', '2026-01-03', -4_530_050, 'POS PURCHASE SHOPRITE LEKKI'),
    line('s3', '2026-01-05', -5000, 'STAMP DUTY'),
    line('s4', '2026-01-05', -5000, 'STAMP DUTY'),
    line('s5', '2026-01-06', -75, 'VAT ON NIP TRANSFER FEE'),
    line('s6', '2026-01-06', -1000, 'NIP TRANSFER FEE'),
    line('s7', '2026-01-31', -400, 'SMS ALERT CHARGES'),
    line('s8', '2026-01-20', 25_000_000, 'NIP TRF FROM CHUKWUEMEKA OKAFOR'),
    line('s9', '2026-01-25', 1_200_000, 'CASH DEPOSIT BY SELF'),
  ];
  const ledger = [
    line('l1', '2026-01-01', 25_000_000, 'Customer payment, INV-00041, Adebayo'),
    line('l2', '2026-01-19', 25_000_000, 'Customer payment, INV-00057, Okafor & Sons'),
    line('l3', '2026-01-03', -4_530_050, 'Shoprite - office supplies'),
    line('l4', '2026-01-05', -5000, 'Stamp duty'),
    line('l5', '2026-01-06', -5000, 'Stamp duty'),
    line('l6', '2026-01-06', -75, 'VAT on transfer fee'),
    line('l7', '2026-01-06', -1000, 'Transfer fee'),
    line('l8', '2026-01-31', -400, 'SMS alert charges - January'),
    line('l9', '2026-01-15', -1_000_000, 'Diesel for generator'),
  ];

  it('pairs a month of Nigerian statement narrations with their ledger lines', () => {
    const matches = proposeMatches(statement, ledger);
    expect(
      Object.fromEntries(matches.map((match) => [match.statementLineId, [match.ledgerLineId, match.reason]])),
    ).toEqual({
      s1: ['l1', 'Same amount, 1 day apart, narration shares ADEBAYO'],
      s2: ['l3', 'Same amount, same day, narration shares SHOPRITE'],
      s3: ['l4', 'Same amount, same day, narration shares STAMP, DUTY'],
      s4: ['l5', 'Same amount, 1 day apart, narration shares STAMP, DUTY'],
      s5: ['l6', 'Same amount, same day, narration shares VAT, FEE'],
      s6: ['l7', 'Same amount, same day, narration shares FEE'],
      s7: ['l8', 'Same amount, same day, narration shares SMS, ALERT, CHARGES'],
      s8: ['l2', 'Same amount, 1 day apart, narration shares OKAFOR'],
    });
    expect(matches.every((match) => match.score > 0.5 && match.score <= 1)).toBe(true);
  });

  it('puts the reference ahead of the narration and a same-day guess', () => {
    const statementLines = [line('s1', '2026-02-10', 7_500_000, 'TRANSFER FROM OKONKWO CHIDI FOR INV-00042')];
    const ledgerLines = [
      line('l1', '2026-02-10', 7_500_000, 'Payment from Chidi Okonkwo'),
      line('l2', '2026-02-11', 7_500_000, 'Invoice payment', 'INV-00042'),
    ];
    expect(proposeMatches(statementLines, ledgerLines)).toEqual([
      {
        statementLineId: 's1',
        ledgerLineId: 'l2',
        score: 0.925,
        reason: 'Same amount, 1 day apart, reference INV-00042 found',
      },
    ]);
  });

  it('reads numeric references without their leading zeros', () => {
    const matches = proposeMatches(
      [line('s1', '2026-02-10', 10_000, 'NIP TRF FROM ADEBAYO OLUWASEUN/REF 0000123')],
      [line('l1', '2026-02-10', 10_000, 'Receipt', '123')],
    );
    expect(matches[0]).toMatchObject({ score: 1, reason: 'Same amount, same day, reference 123 found' });
  });

  it('prefers a matching narration two days away to a stranger on the same day', () => {
    const matches = proposeMatches(
      [line('s1', '2026-03-02', 50_000_00, 'NIP TRF FROM ADEBAYO OLUWASEUN')],
      [
        line('near', '2026-03-02', 50_000_00, 'Payment from Musa Ibrahim'),
        line('far', '2026-03-04', 50_000_00, 'Adebayo'),
      ],
    );
    expect(pairs(matches)).toEqual(['s1-far']);
  });

  it.each<[number | undefined, string[]]>([
    [undefined, ['s1-l3']],
    [0, []],
    [3, ['s1-l3']],
    [4, ['s1-l4']],
  ])('keeps to a date window of %s days', (dateWindowDays, expected) => {
    const matches = proposeMatches(
      [line('s1', '2026-01-10', -5000, 'STAMP DUTY')],
      [line('l3', '2026-01-13', -5000, 'Bank charges'), line('l4', '2026-01-06', -5000, 'Stamp duty')],
      dateWindowDays === undefined ? {} : { dateWindowDays },
    );
    expect(pairs(matches)).toEqual(expected);
  });

  it('never pairs money in with money out, or zero amounts', () => {
    const matches = proposeMatches(
      [line('s1', '2026-01-10', 5000, 'REVERSAL STAMP DUTY'), line('s2', '2026-01-10', 0, 'BALANCE ENQUIRY')],
      [line('l1', '2026-01-10', -5000, 'Stamp duty'), line('l2', '2026-01-10', 0, 'Balance enquiry')],
    );
    expect(matches).toEqual([]);
  });

  it('drops proposals below the minimum score', () => {
    const statementLines = [line('s1', '2026-01-10', 5000, 'CASH DEPOSIT')];
    const ledgerLines = [line('l1', '2026-01-12', 5000, 'Sales receipt')];
    expect(proposeMatches(statementLines, ledgerLines)).toHaveLength(1);
    expect(proposeMatches(statementLines, ledgerLines, { minimumScore: 0.5 })).toEqual([]);
  });

  it('refuses repeated ids and a negative or fractional window', () => {
    const lines = [line('s1', '2026-01-10', 5000, 'A'), line('s1', '2026-01-11', 5000, 'B')];
    expect(() => proposeMatches(lines, [])).toThrow('Statement line ids must be unique');
    expect(() => proposeMatches([], lines)).toThrow('Ledger line ids must be unique');
    expect(() => proposeMatches([], [], { dateWindowDays: -1 })).toThrow(RangeError);
    expect(() => proposeMatches([], [], { dateWindowDays: 1.5 })).toThrow(RangeError);
  });

  const lineArbitrary = (prefix: string) =>
    fc
      .array(
        fc.record({
          day: fc.integer({ min: 1, max: 20 }),
          amountKobo: fc.constantFrom(-5000, -400, -75, 5000, 25_000_000, 0),
          description: fc.constantFrom(
            'STAMP DUTY',
            'SMS ALERT CHARGES',
            'NIP TRF FROM ADEBAYO',
            'Stamp duty',
            'POS SHOPRITE',
            '',
          ),
          reference: fc.constantFrom('', '0000123', '123', 'INV-00042'),
        }),
        { maxLength: 25 },
      )
      .map((lines) =>
        lines.map((fields, index) => ({
          id: `${prefix}${index}`,
          date: `2026-01-${String(fields.day).padStart(2, '0')}`,
          amountKobo: fields.amountKobo,
          description: fields.description,
          reference: fields.reference,
        })),
      );

  it('never uses a line twice and only proposes equal amounts within the window, whatever the order', () => {
    fc.assert(
      fc.property(
        lineArbitrary('s'),
        lineArbitrary('l'),
        fc.integer({ min: 0, max: 5 }),
        fc.func(fc.integer()),
        (statementLines, ledgerLines, dateWindowDays, shuffleKey) => {
          const matches = proposeMatches(statementLines, ledgerLines, { dateWindowDays });
          const statementById = new Map(statementLines.map((item) => [item.id, item]));
          const ledgerById = new Map(ledgerLines.map((item) => [item.id, item]));
          expect(new Set(matches.map((match) => match.statementLineId)).size).toBe(matches.length);
          expect(new Set(matches.map((match) => match.ledgerLineId)).size).toBe(matches.length);
          for (const match of matches) {
            const statementLine = statementById.get(match.statementLineId);
            const ledgerLine = ledgerById.get(match.ledgerLineId);
            if (!statementLine || !ledgerLine) throw new Error('A proposal names a line that does not exist');
            expect(statementLine.amountKobo).toBe(ledgerLine.amountKobo);
            expect(statementLine.amountKobo).not.toBe(0);
            expect(Math.abs(dayNumber(statementLine.date) - dayNumber(ledgerLine.date))).toBeLessThanOrEqual(
              dateWindowDays,
            );
            expect(match.score).toBeGreaterThan(0);
            expect(match.score).toBeLessThanOrEqual(1);
          }
          // Greedy leaves no pair behind that could still have been matched.
          const used = new Set(matches.flatMap((match) => [match.statementLineId, match.ledgerLineId]));
          for (const statementLine of statementLines.filter((item) => !used.has(item.id) && item.amountKobo !== 0)) {
            const partner = ledgerLines.find(
              (item) =>
                !used.has(item.id) &&
                item.amountKobo === statementLine.amountKobo &&
                Math.abs(dayNumber(item.date) - dayNumber(statementLine.date)) <= dateWindowDays,
            );
            expect(partner).toBeUndefined();
          }
          const shuffle = <T extends { id: string }>(items: T[]) =>
            [...items].sort((a, b) => shuffleKey(a.id) - shuffleKey(b.id));
          expect(proposeMatches(shuffle(statementLines), shuffle(ledgerLines), { dateWindowDays })).toEqual(matches);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('narrationWords', () => {
  it.each<[string, string[]]>([
    ['NIP TRF FROM ADEBAYO OLUWASEUN/REF 0000123', ['ADEBAYO', 'OLUWASEUN', '123']],
    ['POS PURCHASE SHOPRITE LEKKI', ['SHOPRITE', 'LEKKI']],
    ['VAT ON NIP TRANSFER FEE', ['VAT', 'FEE']],
    ['Customer payment, INV-00041, Adebayo', ['CUSTOMER', 'INV', '41', 'ADEBAYO']],
    ['STAMP DUTY', ['STAMP', 'DUTY']],
    ['TRF TO', []],
  ])('%j -> %j', (text, words) => {
    expect(narrationWords(text)).toEqual(words);
  });
});

describe('narrationSimilarity', () => {
  it.each<[string, string, number]>([
    ['STAMP DUTY', 'Stamp duty', 1],
    ['SMS ALERT CHARGES', 'SMS alert charges', 1],
    ['NIP TRF FROM ADEBAYO OLUWASEU', 'Adebayo Oluwaseun', 1],
    ['NIP TRF FROM ADEBAYOO OLUWASEUN', 'Adebayo Oluwaseun', 1],
    ['POS PURCHASE SHOPRITE LEKKI', 'Shoprite', 0.917],
    ['VAT ON NIP TRANSFER FEE', 'Transfer fee', 0.917],
    ['STAMP DUTY', 'SMS alert charges', 0],
    ['NIP TRF FROM ADEBAYO', '', 0],
  ])('%j ~ %j = %d', (a, b, score) => {
    expect(narrationSimilarity(a, b).score).toBeCloseTo(score, 3);
  });
});

describe('sumsMatch', () => {
  const amounts = (...values: number[]) => values.map((amountKobo) => ({ amountKobo }));

  it.each<[number[], number[], boolean]>([
    [[7_500_000], [5_000_000, 2_500_000], true],
    [[5_000_000, 2_500_000], [7_500_000], true],
    [[-5000, -75, -1000], [-6075], true],
    [[7_500_000], [5_000_000, 2_499_999], false],
    [[7_500_000], [-7_500_000], false],
    [[], [], false],
    [[0], [], false],
  ])('%j against %j: %s', (statementAmounts, ledgerAmounts, expected) => {
    expect(sumsMatch(amounts(...statementAmounts), amounts(...ledgerAmounts))).toBe(expected);
  });

  it('totals the lines to show what is left to match', () => {
    expect(totalKobo(amounts(5_000_000, -2_499_999))).toBe(2_500_001);
    expect(totalKobo([])).toBe(0);
  });
});
