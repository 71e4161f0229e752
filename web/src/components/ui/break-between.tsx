import { Fragment, type ReactNode } from 'react';

/** Pieces of one text with a line-break opportunity (<wbr>) between each two, nothing else added. */
export function BreakBetween({ pieces }: { pieces: ReactNode[] }) {
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
