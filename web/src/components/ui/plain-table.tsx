import { Table, useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useMemo } from 'react';

export interface PlainTableProps extends Omit<Table.RootProps, 'size' | 'variant' | 'css'> {
  /** The body's links are plain `a` elements too, styled as `<Link variant="underline" colorPalette="blue">`. */
  links?: boolean;
  /** Styles of the table's own parts beyond the recipe's (row headers, cell contents). */
  css?: SystemStyleObject;
}

/**
 * A `Table.Root size="sm" variant="outline"` whose thead, tr, th and td are plain elements: the
 * table recipe's own header, row, column header and cell styles are given once on the table (its
 * `css`) instead of by a Table.Header, Table.Row, Table.ColumnHeader and Table.Cell each. Chakra
 * computes and hashes the styles of every element it renders, on every render: a detail sheet's
 * forty rows were 120 such elements, and a list page's rows and headers most of those the server
 * rendered for it.
 */
export function PlainTable({ links = false, css, ...root }: PlainTableProps) {
  const table = useSlotRecipe({ key: 'table' });
  const link = useRecipe({ key: 'link' });
  const plain = useMemo(() => {
    const slots = table({ size: 'sm', variant: 'outline' }) as Record<string, SystemStyleObject>;
    return {
      '& thead': slots.header,
      '& tbody': slots.body,
      '& tr': slots.row,
      '& thead th': slots.columnHeader,
      '& tbody :is(td, th)': slots.cell,
      ...(links ? { '& tbody a': { colorPalette: 'blue', ...link({ variant: 'underline' }) } } : {}),
    };
  }, [table, link, links]);
  return <Table.Root size="sm" variant="outline" css={css ? [plain, css] : plain} {...root} />;
}

/**
 * A label/value table's row header on phones: more than half the width, as the labels (long
 * katakana words such as バックアップボイラー) are longer than the values (mostly numbers), and a
 * narrower column broke them inside their words at 320–375 px.
 */
export const ROW_HEADER_PHONE_WIDTH = '55%';
