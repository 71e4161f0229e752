/**
 * A slow phone paints a document it has parsed in part. Parts of a server-rendered page painted
 * before their end moved under the visitor as the rest arrived: the header's account row came in
 * above its search box, a link grew its text and wrapped, a table's columns widened with each row,
 * a right-aligned row of download links moved left with each link. So the header, the breadcrumb
 * and `<main>` carry these styles and end with `<ParsedEnd />`: each stays hidden until the browser
 * has parsed that last child, then shows whole, in its final place (the header first). Rendered by
 * React, a part is inserted whole and shows at once; browsers without `:has()` drop the rule.
 */
export const SHOWN_ONCE_PARSED = { '&:not(:has(> [data-parsed-end]))': { visibility: 'hidden' } } as const;

/** The last child of a part styled with SHOWN_ONCE_PARSED. */
export function ParsedEnd() {
  return <span data-parsed-end="" hidden />;
}
