import { describe, expect, it } from 'vitest';
import { parseOfxDate, parseOfxStatement } from './statement-ofx.ts';
import { StatementFormatError } from './statement-source.ts';

// OFX 1.0.2 (SGML): a header block, leaves without end tags, aggregates with them.
const sgmlStatement = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<DTSERVER>20260201120000[+1:WAT]
<LANGUAGE>ENG
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>NGN
<BANKACCTFROM>
<BANKID>058
<ACCTID>0123456789
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20260101
<DTEND>20260131
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20260102
<TRNAMT>250000.00
<FITID>GT2026010200001
<NAME>ADEBAYO OLUWASEUN
<MEMO>NIP TRF FROM ADEBAYO OLUWASEUN/REF 0000123
<REFNUM>0000123
</STMTTRN>
<STMTTRN>
<TRNTYPE>POS
<DTPOSTED>20260103143000[+1:WAT]
<TRNAMT>-45300.50
<FITID>GT2026010300002
<NAME>SHOPRITE LEKKI
<MEMO>POS PURCHASE SHOPRITE LEKKI
</STMTTRN>
<STMTTRN>
<TRNTYPE>FEE
<DTPOSTED>20260105
<TRNAMT>-50.00
<FITID>GT2026010500003
<NAME>STAMP DUTY
</STMTTRN>
<STMTTRN>
<TRNTYPE>CHECK
<DTPOSTED>20260110
<TRNAMT>-120000.00
<FITID>GT2026011000004
<CHECKNUM>000451
<NAME>CHQ PAID TO A &amp; B VENTURES
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>1584649.50
<DTASOF>20260131
</LEDGERBAL>
<AVAILBAL>
<BALAMT>1500000.00
<DTASOF>20260131
</AVAILBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

// OFX 2.2 (XML): every element closed, zones on the dates.
const xmlStatement = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>1</TRNUID>
      <STMTRS>
        <CURDEF>NGN</CURDEF>
        <BANKACCTFROM><BANKID>057</BANKID><ACCTID>1012345678</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20260101000000.000[+1:WAT]</DTSTART>
          <DTEND>20260131235959.000[+1:WAT]</DTEND>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20260104233000.000[0:GMT]</DTPOSTED>
            <TRNAMT>+75000.00</TRNAMT>
            <FITID>ZB-0001</FITID>
            <NAME>OKONKWO CHIDI</NAME>
            <MEMO>TRANSFER FROM OKONKWO CHIDI FOR INV-00042</MEMO>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>20260106</DTPOSTED>
            <TRNAMT>-0.75</TRNAMT>
            <NAME>VAT ON NIP TRANSFER FEE</NAME>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>yesterday</DTPOSTED>
            <TRNAMT>-4.00</TRNAMT>
            <FITID>ZB-0003</FITID>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>20260107</DTPOSTED>
            <FITID>ZB-0004</FITID>
          </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>-1200.50</BALAMT><DTASOF>20260131120000[+1:WAT]</DTASOF></LEDGERBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`;

describe('parseOfxStatement', () => {
  it('reads an OFX 1.x (SGML) statement', () => {
    const statement = parseOfxStatement(sgmlStatement);
    expect(statement).toMatchObject({
      accountId: '0123456789',
      bankId: '058',
      currency: 'NGN',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      closingBalance: { amountKobo: 158_464_950, date: '2026-01-31' },
      errors: [],
    });
    expect(statement.lines).toEqual([
      {
        date: '2026-01-02',
        description: 'NIP TRF FROM ADEBAYO OLUWASEUN/REF 0000123',
        reference: '0000123',
        amountKobo: 25_000_000,
        externalId: 'GT2026010200001',
      },
      {
        date: '2026-01-03',
        description: 'POS PURCHASE SHOPRITE LEKKI',
        reference: '',
        amountKobo: -4_530_050,
        externalId: 'GT2026010300002',
      },
      {
        date: '2026-01-05',
        description: 'STAMP DUTY',
        reference: '',
        amountKobo: -5000,
        externalId: 'GT2026010500003',
      },
      {
        date: '2026-01-10',
        description: 'CHQ PAID TO A & B VENTURES',
        reference: '000451',
        amountKobo: -12_000_000,
        externalId: 'GT2026011000004',
      },
    ]);
  });

  it('reads an OFX 2.x (XML) statement, moving zoned times to Lagos and reporting bad transactions', () => {
    const statement = parseOfxStatement(xmlStatement);
    expect(statement).toMatchObject({
      accountId: '1012345678',
      bankId: '057',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      closingBalance: { amountKobo: -120_050, date: '2026-01-31' },
    });
    expect(statement.lines.map(({ externalId: _, ...line }) => line)).toEqual([
      {
        date: '2026-01-05',
        description: 'TRANSFER FROM OKONKWO CHIDI FOR INV-00042',
        reference: '',
        amountKobo: 7_500_000,
      },
      { date: '2026-01-06', description: 'VAT ON NIP TRANSFER FEE', reference: '', amountKobo: -75 },
    ]);
    expect(statement.lines[0]?.externalId).toBe('ZB-0001');
    expect(statement.lines[1]?.externalId).toMatch(/^ofx:[0-9a-f]{16}$/);
    expect(statement.lines[1]?.externalId).toBe(parseOfxStatement(xmlStatement).lines[1]?.externalId);
    expect(statement.errors).toEqual([
      { row: 3, message: '"yesterday" is not an OFX date' },
      { row: 4, message: 'The transaction has no amount' },
    ]);
  });

  it('reads a credit-card statement and joins a cut-short NAME with its MEMO', () => {
    const text = `<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>NGN</CURDEF>
<CCACCTFROM><ACCTID>5399XXXXXXXX1234</ACCTID></CCACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260115</DTPOSTED><TRNAMT>-15,000.00</TRNAMT>
<FITID>CC1</FITID><NAME>JUMIA</NAME><MEMO>ORDER 1234</MEMO></STMTTRN></BANKTRANLIST>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    const statement = parseOfxStatement(text);
    expect(statement.accountId).toBe('5399XXXXXXXX1234');
    expect(statement.closingBalance).toBeUndefined();
    expect(statement.lines).toEqual([
      { date: '2026-01-15', description: 'JUMIA ORDER 1234', reference: '', amountKobo: -1_500_000, externalId: 'CC1' },
    ]);
  });

  it.each([
    [
      'a CSV file',
      'Date,Narration,Amount\n05/01/2026,STAMP DUTY,-50.00',
      'This is not an OFX file: it has no <OFX> element.',
    ],
    [
      'an OFX file without a statement',
      '<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>',
      'The OFX file has no bank statement in it.',
    ],
    [
      'two accounts in one file',
      '<OFX><STMTRS><BANKTRANLIST></BANKTRANLIST></STMTRS><STMTRS><BANKTRANLIST></BANKTRANLIST></STMTRS></OFX>',
      'The OFX file holds 2 statements; export one account at a time.',
    ],
    [
      'a character reference past Unicode',
      '<OFX><STMTRS><BANKACCTFROM><ACCTID>&#99999999;</BANKACCTFROM></STMTRS></OFX>',
      'Line 1 of the OFX file has &#99999999;, which is not a character: export the statement from your bank again.',
    ],
    [
      'a reference to NUL on a later line',
      '<OFX><STMTRS>\n<BANKTRANLIST><STMTTRN><NAME>A&#x0;B</STMTTRN></BANKTRANLIST></STMTRS></OFX>',
      'Line 2 of the OFX file has &#x0;, which is not a character: export the statement from your bank again.',
    ],
    [
      'a reference of many digits, shown cut short',
      `<OFX><STMTRS><CURDEF>&#${'1'.repeat(40)};</STMTRS></OFX>`,
      'Line 1 of the OFX file has &#11111111111111...;, which is not a character: export the statement from your bank again.',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseOfxStatement(text)).toThrow(new StatementFormatError(message));
  });

  it('decodes the character references a bank writes', () => {
    const text = `<OFX><STMTRS><BANKTRANLIST><STMTTRN><DTPOSTED>20260115<TRNAMT>-5.00<FITID>E1
<NAME>A &#38; B &#x20AC;5 &#128512;</STMTTRN></BANKTRANLIST></STMTRS></OFX>`;
    expect(parseOfxStatement(text).lines[0]?.description).toBe('A & B €5 😀');
  });
});

describe('parseOfxDate', () => {
  it.each<[string, string | undefined]>([
    ['20260105', '2026-01-05'],
    ['20260105120000', '2026-01-05'],
    ['20260104233000', '2026-01-04'],
    ['20260104233000[0:GMT]', '2026-01-05'],
    ['20260104225959.999[0:GMT]', '2026-01-04'],
    ['20260105003000.000[+1:WAT]', '2026-01-05'],
    ['20260104200000[-5:EST]', '2026-01-05'],
    ['20260105043000[+5.30:IST]', '2026-01-05'],
    ['20260105120000[+1]', '2026-01-05'],
    ['20260230', undefined],
    ['2026-01-05', undefined],
    ['', undefined],
  ])('%j -> %s', (text, date) => {
    expect(parseOfxDate(text)).toBe(date);
  });
});
