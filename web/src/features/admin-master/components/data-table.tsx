import { Button, HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RowActionLink } from '@/components/ui/row-action-link';
import { ScrollTable } from '@/components/ui/scroll-table';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  width?: string;
  /** A short value read whole (an ID, a date, buttons): kept on one line, the frame scrolls instead. */
  nowrap?: boolean;
}

export interface DataTableProps<Row extends { id: number }> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  loading?: boolean;
  empty?: string;
}

/** The administrator list table; shows the empty text instead of an empty body. */
export function DataTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  loading = false,
  empty = '登録されているデータはありません',
}: DataTableProps<Row>) {
  if (!rows) return loading ? <Text>読み込み中…</Text> : null;
  if (rows.length === 0) return <Text py="4">{empty}</Text>;
  return (
    <ScrollTable label={caption}>
      <Table.Root size="sm" striped aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} w={column.width}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {columns.map((column) => (
                <Table.Cell key={column.header} whiteSpace={column.nowrap ? 'nowrap' : 'pre-wrap'}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

/** 編集 / 削除 buttons of a row. */
export function RowActions({ editPath, deletePath, label }: { editPath: string; deletePath: string; label: string }) {
  return (
    <HStack gap="1">
      <RowActionLink to={editPath} label={`${label}を編集`}>
        編集
      </RowActionLink>
      <RowActionLink to={deletePath} label={`${label}を削除`} colorPalette="red">
        削除
      </RowActionLink>
    </HStack>
  );
}

/** The 新規登録 button at the top of a list. */
export function CreateButton({ to }: { to: string }) {
  return (
    <Button asChild size="sm" colorPalette="blue">
      <RouterLink to={to}>新規登録</RouterLink>
    </Button>
  );
}
