import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { colours } from './DocumentFrame.tsx';

type Style = ComponentProps<typeof View>['style'];

export interface TableColumn<Row> {
  header: string;
  /** Share of the table's width, as a flex weight. */
  weight: number;
  /** Amounts align right. */
  align?: 'left' | 'right';
  cell: (row: Row) => string;
  /** A row's own style of this cell (an indent). */
  style?: (row: Row) => Style;
}

const styles = StyleSheet.create({
  headerRow: {
    flexDirection: 'row',
    backgroundColor: colours.band,
    borderBottomWidth: 1,
    borderBottomColor: colours.rule,
    paddingVertical: 4,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colours.rule, paddingVertical: 3 },
  totalRow: { flexDirection: 'row', paddingVertical: 4, borderTopWidth: 1, borderTopColor: colours.ink },
  cell: { paddingHorizontal: 4 },
  headerText: { fontFamily: 'Helvetica-Bold', fontSize: 8 },
  totalText: { fontFamily: 'Helvetica-Bold' },
  empty: { color: colours.muted, paddingVertical: 4, paddingHorizontal: 4 },
});

interface TableProps<Row> {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Said instead of an empty table. */
  empty: string;
  /** A closing row: the label under the first column, the value under the last. */
  total?: { label: string; value: string };
  /** A row's own style (bold totals, a rule above); its cells' text inherits the font. */
  rowStyle?: (row: Row) => Style;
}

/** A table whose header row repeats on each page it runs onto; rows never split across pages. */
export function Table<Row>({ columns, rows, rowKey, empty, total, rowStyle }: TableProps<Row>) {
  if (rows.length === 0) return <Text style={styles.empty}>{empty}</Text>;
  const cellStyle = (column: TableColumn<Row>) => [
    styles.cell,
    { flex: column.weight, textAlign: column.align ?? 'left' },
  ];
  return (
    <View>
      <View style={styles.headerRow} fixed>
        {columns.map((column) => (
          <Text key={column.header} style={[...cellStyle(column), styles.headerText]}>
            {column.header}
          </Text>
        ))}
      </View>
      {rows.map((row) => (
        <View key={rowKey(row)} style={[styles.row, rowStyle?.(row)]} wrap={false}>
          {columns.map((column) => (
            <Text key={column.header} style={[...cellStyle(column), column.style?.(row)]}>
              {column.cell(row)}
            </Text>
          ))}
        </View>
      ))}
      {total ? (
        <View style={styles.totalRow} wrap={false}>
          {columns.map((column, index) => (
            <Text key={column.header} style={[...cellStyle(column), styles.totalText]}>
              {index === 0 ? total.label : index === columns.length - 1 ? total.value : ''}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}
