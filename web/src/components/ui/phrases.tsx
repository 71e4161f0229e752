import { Fragment, useMemo } from 'react';
import { type UnitRun, lineBreakPieces, unitRuns } from '@/lib/line-breaks';
import { BreakBetween } from './break-between';
import { EmptyValue } from './empty-value';

/**
 * Japanese text in a narrow cell (a label/value table's row header or value on a phone): it
 * breaks between phrases (発電ユニットの｜発電方式) and between the words of a long one
 * (東和エネルギー｜システム株式会社), not after whichever character reaches the edge (発電方｜式,
 * 東和エネルギーシ｜ステム). keep-all with <wbr> where it may break, as BudouX does: Chromium's own
 * phrases (word-break: auto-phrase) broke inside a word next to overflow-wrap: anywhere at some
 * widths. A unit in brackets never breaks inside (傾き（W/（m2・｜K））). A piece wider than the
 * cell still breaks where it must. Segmented once per text: a form page's heading re-renders on
 * every keystroke.
 */
export function Phrases({ text }: { text: string }) {
  const { phrased, pieces } = useMemo(() => {
    const phrases = lineBreakPieces(text);
    return { phrased: phrases !== null, pieces: (phrases ?? [text]).map(unitRuns) };
  }, [text]);
  if (!phrased) return <Runs runs={pieces[0]} />;
  return (
    <span style={{ wordBreak: 'keep-all' }}>
      <BreakBetween
        pieces={pieces.map((runs, i) => (
          <Runs key={i} runs={runs} />
        ))}
      />
    </span>
  );
}

/** A piece's text, its units in brackets (（W/（m2・K））) each on one line. */
function Runs({ runs }: { runs: UnitRun[] }) {
  return runs.map((run, i) =>
    run.unit ? (
      <span key={i} style={{ whiteSpace: 'nowrap' }}>
        {run.text}
      </span>
    ) : (
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}

/**
 * A text value broken between phrases on a narrow screen, or EmptyValue when blank. Here, not
 * beside EmptyValue: the lists import that, and need none of this.
 */
export function TextOrEmpty({ text }: { text: string | null | undefined }) {
  return text && text.trim() !== '' ? <Phrases text={text} /> : <EmptyValue />;
}
