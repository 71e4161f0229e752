import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';

export interface ListTableProps<Row extends { id: number | string }> {
  /** The table's accessible name, which also names its scroll frame. */
  label: string;
  headers: readonly string[];
  rows: readonly Row[];
  /** A row's cells, in the order of `headers`. */
  cells: (row: Row) => ReactNode;
  /** Rows highlight on hover. */
  interactive?: boolean;
}

/** A list screen's table in its scroll frame: a header row, then a row per item. */
export function ListTable<Row extends { id: number | string }>({
  label,
  headers,
  rows,
  cells,
  interactive,
}: ListTableProps<Row>) {
  return (
    <ScrollTable label={label}>
      <Table.Root size="sm" variant="outline" interactive={interactive} aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>{cells(row)}</Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
