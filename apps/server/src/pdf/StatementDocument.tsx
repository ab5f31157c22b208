import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  isWide,
  type ReportCell,
  type ReportColumn,
  type ReportHeader,
  type ReportRow,
} from '../exports/report-table.ts';
import { colours } from './DocumentFrame.tsx';
import { amountText, dayText, instantText } from './format.ts';
import { renderPdf } from './render.ts';
import { Table, type TableColumn } from './Table.tsx';

/*
 * Any report table (exports/report-table.ts) as a PDF: the financial statements, the trial
 * balance, the general ledger, and later reports. It looks like DocumentFrame's documents (company,
 * title, period on every page, page numbers at the foot) but lays its rows out a page at a time:
 * one page that wraps a long table, as DocumentFrame's does, takes time growing with the square of
 * the rows in @react-pdf (measured on a four-column table: 1,000 rows 21 s, 2,000 rows 52 s), while
 * a page per screenful of rows takes time in proportion (2,000 rows 7 s, 10,000 rows 33 s). Each
 * page still wraps, so one whose rows are taller than guessed runs onto another rather than losing
 * a row.
 * Amounts print without the naira sign, which the built-in Helvetica does not have (format.ts):
 * the header says the amounts are in naira.
 */

const sizes = {
  portrait: { width: 595, height: 842 },
  landscape: { width: 842, height: 595 },
  margin: 36,
  footer: 48,
  /** Company, title, two lines and the rule under them, and the table's heading row. */
  header: 100,
};

const styles = StyleSheet.create({
  page: {
    paddingTop: sizes.margin,
    paddingBottom: sizes.footer,
    paddingHorizontal: sizes.margin,
    fontFamily: 'Helvetica',
    color: colours.ink,
  },
  header: { marginBottom: 14, borderBottomWidth: 1, borderBottomColor: colours.accent, paddingBottom: 8 },
  company: { fontSize: 9, color: colours.muted, marginBottom: 2 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 15 },
  period: { fontSize: 9, color: colours.muted, marginTop: 2 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: sizes.margin,
    right: sizes.margin,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: colours.muted,
  },
  bold: { fontFamily: 'Helvetica-Bold' },
  total: { fontFamily: 'Helvetica-Bold', borderTopWidth: 1, borderTopColor: colours.ink },
});

/**
 * How a table is set, from its columns' widths in characters: a wide one (a ledger, twelve months
 * side by side) goes landscape, and the type is as large as fits, 9 pt at most and 6 pt at least.
 */
function layoutOf(columns: readonly ReportColumn[]) {
  const characters = columns.reduce((sum, column) => sum + column.width, 0);
  const orientation = isWide(columns) ? 'landscape' : 'portrait';
  const page = sizes[orientation];
  const fitting = (page.width - 2 * sizes.margin) / (characters * 0.5);
  const fontSize = Math.min(9, Math.max(6, Math.floor(fitting * 2) / 2));
  return { orientation, fontSize, page } as const;
}

function cellText(cell: ReportCell, column: ReportColumn | undefined): string {
  if (cell === null) return '';
  if (column?.kind === 'amount' && typeof cell === 'number') return amountText(cell);
  if (column?.kind === 'date' && typeof cell === 'string') return dayText(cell);
  return String(cell);
}

interface NumberedRow {
  number: number;
  row: ReportRow;
}

/**
 * Rows split into pages by a guess of each row's height: the lines its longest cell wraps to, at
 * 0.47 em a character (Helvetica's average over ledger text, measured). A page whose rows come out taller still wraps.
 */
function pagesOf(rows: readonly ReportRow[], columns: readonly ReportColumn[]): NumberedRow[][] {
  const { fontSize, page } = layoutOf(columns);
  const contentWidth = page.width - 2 * sizes.margin;
  const totalWeight = columns.reduce((sum, column) => sum + column.width, 0);
  const charactersPerLine = columns.map((column) =>
    Math.max(1, Math.floor(((column.width / totalWeight) * contentWidth - 8) / (fontSize * 0.47))),
  );
  const lineHeight = fontSize * 1.2;
  const budget = page.height - sizes.margin - sizes.footer - sizes.header;
  const pages: NumberedRow[][] = [[]];
  let used = 0;
  rows.forEach((row, number) => {
    const lines = Math.max(
      1,
      ...row.cells.map((cell, index) =>
        Math.ceil(cellText(cell, columns[index]).length / (charactersPerLine[index] ?? 1)),
      ),
    );
    const height = lines * lineHeight + 5.8;
    const current = pages.at(-1) as NumberedRow[];
    if (used + height > budget && current.length > 0) {
      pages.push([{ number, row }]);
      used = height;
    } else {
      current.push({ number, row });
      used += height;
    }
  });
  return pages;
}

function tableColumns(columns: readonly ReportColumn[]): Array<TableColumn<NumberedRow>> {
  return columns.map((column, index) => ({
    header: column.heading,
    weight: column.width,
    align: column.kind === 'amount' ? 'right' : 'left',
    cell: ({ row }) => cellText(row.cells[index] ?? null, column),
    // The first column shows the rows' nesting: section, sub category, account.
    style: index === 0 ? ({ row }) => ({ textIndent: row.level * 10 }) : undefined,
  }));
}

function rowStyle({ row }: NumberedRow) {
  if (row.kind === 'total') return styles.total;
  return row.kind === 'line' ? undefined : styles.bold;
}

function PageHeader({ header }: { header: ReportHeader }) {
  return (
    <View style={styles.header} fixed>
      <Text style={styles.company}>{header.companyName}</Text>
      <Text style={styles.title}>{header.title}</Text>
      <Text style={styles.period}>{[header.period, ...header.details].join(' · ')}</Text>
      <Text style={styles.period}>{`${header.basis} · Amounts in naira (NGN)`}</Text>
    </View>
  );
}

function PageFooter({ header }: { header: ReportHeader }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{`Printed on ${instantText(header.printedAt)}`}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

export function StatementDocument({ header, rows }: { header: ReportHeader; rows: readonly ReportRow[] }) {
  const { orientation, fontSize } = layoutOf(header.columns);
  const columns = tableColumns(header.columns);
  return (
    <Document
      title={`${header.title} - ${header.companyName}`}
      author={header.companyName}
      creator="Owo"
      producer="Owo"
    >
      {pagesOf(rows, header.columns).map((pageRows) => (
        <Page
          key={pageRows[0]?.number ?? 0}
          size="A4"
          orientation={orientation}
          style={[styles.page, { fontSize }]}
          wrap
        >
          <PageHeader header={header} />
          <Table
            columns={columns}
            rows={pageRows}
            rowKey={({ number }) => String(number)}
            empty="Nothing to show for this period."
            rowStyle={rowStyle}
          />
          <PageFooter header={header} />
        </Page>
      ))}
    </Document>
  );
}

export function renderStatementPdf(header: ReportHeader, rows: readonly ReportRow[]): Promise<Buffer> {
  return renderPdf(<StatementDocument header={header} rows={rows} />);
}
