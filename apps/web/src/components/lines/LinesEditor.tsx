import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { createElement, Fragment, type ReactNode } from 'react';
import {
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { usePhone } from '../../lib/use-phone.ts';

/*
 * The one lines editor of the web app: a document's items (invoices, quotes, bills), a journal's
 * debit and credit lines, a stock form's products. It owns what they share: the rows as a table on
 * a desktop and as stacked cards on a phone (360 px), adding and removing lines, the remove
 * button's and the card's names per line, the list's own problem, a note beside the add button and
 * a slot for running totals. Each use passes its columns: what a column's cell holds, with its
 * inputs, their accessible names ('Line 1 product') and their validation messages.
 */

/** What a column's cell knows of its line. */
export interface LineCell {
  index: number;
  /** The line's number as people count it: 1 for the first. */
  number: number;
  /** The line's lasting key (react-hook-form's field id), to remember things per line across removals. */
  key: string;
  phone: boolean;
  disabled: boolean;
  /** An input's accessible name on this line: 'Line 1 quantity' (or 'Item 1 quantity', by the editor's lineNoun). */
  name: (words: string) => string;
  /** A visible label only on a phone: the table's header says it on a desktop. */
  label: (words: string) => string | undefined;
}

export interface LineColumn {
  /** Tells the column from the others (React's key). */
  id: string;
  /** The table's header cell; the phone's cards show none. */
  header: ReactNode;
  width?: number;
  minWidth?: number;
  align?: 'right';
  /** On a phone, consecutive 'half' columns sit side by side (quantity and price); others take the width. */
  phone?: 'half' | 'full';
  /** The cell: an input, or several stacked (null ones are left out). */
  render: (cell: LineCell) => ReactNode | ReactNode[];
}

interface LinesEditorProps<Values extends FieldValues, Name extends FieldArrayPath<Values>, Sent> {
  form: UseFormReturn<Values, unknown, Sent>;
  /** The lines' path in the form ('items', 'lines'). */
  name: Name;
  columns: readonly LineColumn[];
  blankLine: () => FieldArray<Values, Name>;
  /** Fewer lines than this and the remove buttons are off: 1 (the default) for items, 2 for a journal. */
  fewest?: number;
  /** The table's and the phone list's accessible name: 'Items' (the default), 'Journal lines'. */
  title?: string;
  /** What a phone calls each card: 'Item' (Item 1, the default) or 'Line' (Line 1). */
  cardNoun?: string;
  /**
   * What a line's inputs and remove button are named after: 'Line' (Line 1 quantity, Remove line 1,
   * the default) or 'Item' (Item 1 quantity, Remove item 1: a purchase order's names).
   */
  lineNoun?: string;
  /** The add button's words: 'Add item' (the default), 'Add line'. */
  addLabel?: string;
  /** A number column (#) before the others on a desktop. */
  numbered?: boolean;
  /** Below it the table scrolls sideways instead of squeezing its inputs. */
  tableWidth: number;
  /** Spacing between the table's cells, when the default leaves too little room. */
  cellSpacing?: number;
  disabled?: boolean;
  /** A note beside the add button: what a line needs. */
  note?: ReactNode;
  /** Running totals below the lines. */
  totals?: ReactNode;
}

interface ListErrors {
  message?: string;
  root?: { message?: string };
}

/** The lines of a form: a table on a desktop, cards on a phone; add, remove, each column as passed. */
export function LinesEditor<Values extends FieldValues, Name extends FieldArrayPath<Values>, Sent>(
  props: LinesEditorProps<Values, Name, Sent>,
) {
  const { form, name, columns, fewest = 1, title = 'Items', cardNoun = 'Item', disabled = false } = props;
  const lineNoun = props.lineNoun ?? 'Line';
  const lines = useFieldArray<Values, Name, 'id', Sent>({ control: form.control, name });
  const phone = usePhone();
  // A problem of the whole list ('Add at least one line') sits on the array or its root.
  const errors: ListErrors | undefined = get(form.formState.errors, name);
  const listProblem = errors?.message ?? errors?.root?.message;

  const cellOf = (index: number, key: string): LineCell => ({
    index,
    number: index + 1,
    key,
    phone,
    disabled,
    name: (words) => `${lineNoun} ${index + 1} ${words}`,
    label: (words) => (phone ? words : undefined),
  });
  const removeButton = (index: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      mt={phone ? 0 : 4}
      aria-label={`Remove ${lineNoun.toLowerCase()} ${index + 1}`}
      onClick={() => lines.remove(index)}
      disabled={disabled || lines.fields.length <= fewest}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );

  return (
    <Box>
      {phone ? (
        <Stack gap="sm" role="list" aria-label={title}>
          {lines.fields.map((line, index) => (
            <PhoneCard
              key={line.id}
              title={`${cardNoun} ${index + 1}`}
              remove={removeButton(index)}
              columns={columns}
              cell={cellOf(index, line.id)}
            />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={props.tableWidth} type="native">
          <Table verticalSpacing="xs" horizontalSpacing={props.cellSpacing} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {props.numbered ? <Table.Th w={36}>#</Table.Th> : null}
                {columns.map((column) => (
                  <Table.Th key={column.id} w={column.width} miw={column.minWidth} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.fields.map((line, index) => (
                <Table.Tr key={line.id} style={{ verticalAlign: 'top' }}>
                  {props.numbered ? (
                    <Table.Td pt={14}>
                      <Text fz="sm" c="dimmed">
                        {index + 1}
                      </Text>
                    </Table.Td>
                  ) : null}
                  {columns.map((column) => (
                    <Table.Td key={column.id}>{cellContent(column, cellOf(index, line.id), 6)}</Table.Td>
                  ))}
                  <Table.Td>{removeButton(index)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {listProblem ? (
        <Text c="red" fz="sm" mt="xs" role="alert">
          {listProblem}
        </Text>
      ) : null}
      <Group justify="space-between" mt="xs" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => lines.append(props.blankLine())}
          disabled={disabled}
        >
          {props.addLabel ?? 'Add item'}
        </Button>
        {props.note ? (
          <Text fz="xs" c="dimmed">
            {props.note}
          </Text>
        ) : null}
      </Group>
      {props.totals ? <Box mt="sm">{props.totals}</Box> : null}
    </Box>
  );
}

/** A cell's inputs: one as it is, several stacked. */
function cellContent(column: LineColumn, cell: LineCell, gap: number | string): ReactNode {
  const content = column.render(cell);
  if (!Array.isArray(content)) return content;
  const shown = content.filter((input) => input !== null && input !== undefined && input !== false);
  // Passed as separate children, the inputs need no keys: their places never change.
  return createElement(Stack, { gap }, ...shown);
}

/** Runs of columns as a phone stacks them: 'half' neighbours share a row, the rest take the width. */
function phoneRows(columns: readonly LineColumn[]): LineColumn[][] {
  const rows: LineColumn[][] = [];
  for (const column of columns) {
    const last = rows.at(-1);
    const pairs = column.phone === 'half' && last?.[0]?.phone === 'half' && last.length < 2;
    if (pairs && last) last.push(column);
    else rows.push([column]);
  }
  return rows;
}

/** A line on a phone: its name and remove button, then its columns stacked, 'half' ones side by side. */
function PhoneCard(props: { title: string; remove: ReactNode; columns: readonly LineColumn[]; cell: LineCell }) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={props.title}>
      <Group justify="space-between" mb={4}>
        <Text fz="sm" fw={600} c="dimmed">
          {props.title}
        </Text>
        {props.remove}
      </Group>
      <Stack gap="xs">
        {phoneRows(props.columns).map((row) =>
          row.length === 2 ? (
            <SimpleGrid key={row[0]?.id} cols={2} spacing="xs">
              {row.map((column) => (
                <Fragment key={column.id}>{cellContent(column, props.cell, 'xs')}</Fragment>
              ))}
            </SimpleGrid>
          ) : (
            <Fragment key={row[0]?.id}>{row[0] ? cellContent(row[0], props.cell, 'xs') : null}</Fragment>
          ),
        )}
      </Stack>
    </Paper>
  );
}
