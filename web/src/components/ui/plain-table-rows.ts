/**
 * The body rows of a `Table.Root size="sm" variant="outline"` as plain tr, th and td, styled once
 * on the table (its `css`) the way Table.Row and Table.Cell style each of theirs. Chakra computes
 * and hashes the styles of every element it renders, on every render: a detail sheet's forty rows
 * were 120 such elements, most of the page's work on a throttled phone.
 */
export const PLAIN_BODY_ROWS = {
  '& tbody tr:not(:last-of-type)': { borderBottomWidth: '1px' },
  '& tbody :is(td, th)': { textAlign: 'start', px: '2', py: '2' },
};

/**
 * A label/value table's row header on phones: more than half the width, as the labels (long
 * katakana words such as バックアップボイラー) are longer than the values (mostly numbers), and a
 * narrower column broke them inside their words at 320–375 px.
 */
export const ROW_HEADER_PHONE_WIDTH = '55%';
