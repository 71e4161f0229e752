/**
 * Where Japanese text may break on a narrow screen, from the browser's word segmenter: between
 * phrases, and between the words of a long phrase (see Phrases, which renders them).
 */

/** The particles that end a phrase (発電ユニットの｜発電方式, 除霜を｜含む); okurigana (沸き) do not. */
const PARTICLES = new Set(['の', 'を', 'に', 'は', 'が', 'で', 'と', 'へ', 'も', 'や', 'から', 'まで', 'より']);
/**
 * A phrase longer than this (its brackets aside, where the browser may break anyway) may also break
 * between its words: ten characters fill a row header at 320 px.
 */
const LONG_PHRASE = 9;
const BRACKETED = /[（(][^）)]*[）)]/gu;
const OPENING = /[（(［[「『【]/gu;
const CLOSING = /[）)］\]」』】]/gu;

let segmenter: Intl.Segmenter | null | undefined;
const segmentsOf = (text: string) => {
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('ja', { granularity: 'word' }) : null;
  return segmenter ? [...segmenter.segment(text)] : null;
};
const length = (text: string) => [...text].length;
const count = (text: string, brackets: RegExp) => text.match(brackets)?.length ?? 0;
const isSpace = (text: string) => text.trim() === '';
const KATAKANA = /^[\u30a0-\u30ff]+$/u;
/** One-character suffixes that end a loanword's compound (アップロード用, ヒートポンプ式); 熱 of タンク|熱|損失 does not. */
const LOANWORD_SUFFIXES = new Set(['用', '型', '式', '製', '的', '系', '別', '化', '機', '器']);
/** Two loanwords that may break apart: not a short one's halves (アップ|ロード, セカンド|モード). */
const separableLoanwords = (a: string, b: string) =>
  !(KATAKANA.test(a) && KATAKANA.test(b) && Math.min(length(a), length(b)) < 4);

/** A text's phrases, each as its words: a run of words up to a particle, or a run of spaces. */
function phrasesOf(segments: Intl.SegmentData[]): string[][] {
  const phrases: string[][] = [];
  let phrase: string[] = [];
  let previous: Intl.SegmentData | null = null;
  let beforePrevious: Intl.SegmentData | null = null;
  let depth = 0;
  for (const segment of segments) {
    if (previous) {
      const afterParticle = PARTICLES.has(previous.segment) && !PARTICLES.has(segment.segment);
      if ((afterParticle || isSpace(segment.segment) !== isSpace(previous.segment)) && phrase.length > 0) {
        phrases.push(phrase);
        phrase = [];
      }
    }
    // A word of one character (集|熱, 仮想|排|熱量 as the segmenter gives them) stays with its
    // neighbours, except one ending a loanword (アップロード用｜パスワード); words inside brackets
    // (（温水暖房）) stay with each other.
    const loanwordSuffix =
      previous !== null && LOANWORD_SUFFIXES.has(previous.segment) && KATAKANA.test(beforePrevious?.segment ?? '');
    const newWord =
      phrase.length === 0 ||
      (depth === 0 &&
        previous?.isWordLike === true &&
        segment.isWordLike === true &&
        (length(previous.segment) >= 2 || loanwordSuffix) &&
        length(segment.segment) >= 2 &&
        separableLoanwords(phrase[phrase.length - 1], segment.segment));
    if (newWord) phrase.push(segment.segment);
    else phrase[phrase.length - 1] += segment.segment;
    depth = Math.max(0, depth + count(segment.segment, OPENING) - count(segment.segment, CLOSING));
    beforePrevious = previous;
    previous = segment;
  }
  if (phrase.length > 0) phrases.push(phrase);
  return phrases;
}

/**
 * Where a text may break on a narrow screen: the pieces between those places, or null where
 * the browser has no word segmenter or the text is one piece. Between phrases always; inside a
 * phrase longer than LONG_PHRASE characters, also between its words (効率｜特性, バックアップ｜ボイラー),
 * never inside one.
 */
export function lineBreakPieces(text: string): string[] | null {
  const segments = segmentsOf(text);
  if (!segments || segments.length < 2) return null;
  const pieces = phrasesOf(segments).flatMap((words) =>
    length(words.join('').replace(BRACKETED, '')) > LONG_PHRASE ? words : [words.join('')],
  );
  return pieces.length > 1 ? pieces : null;
}
