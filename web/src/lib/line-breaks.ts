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
const wordSegmenter = () =>
  (segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('ja', { granularity: 'word' }) : null);
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
 * A company's legal form, a piece of its own: the name beside it is one phrase, which the segmenter
 * would cut where it does not know the name (株式会社ひかり｜ソーラー工業 rather than 株式会社｜ひかりソーラー工業).
 */
const LEGAL_FORM = /(株式会社|有限会社|合同会社|合資会社|合名会社|(?:一般|公益)(?:社団|財団)法人)/u;

/** The pieces of a text without a legal form: its phrases, a long one as its words. */
function piecesOf(text: string, wordBreaker: Intl.Segmenter): string[] {
  return phrasesOf([...wordBreaker.segment(text)]).flatMap((words) =>
    length(words.join('').replace(BRACKETED, '')) > LONG_PHRASE ? words : [words.join('')],
  );
}

/**
 * Where a text may break on a narrow screen: the pieces between those places, or null where
 * the browser has no word segmenter or the text is one piece. Between phrases always; inside a
 * phrase longer than LONG_PHRASE characters, also between its words (効率｜特性, バックアップ｜ボイラー),
 * never inside one.
 */
export function lineBreakPieces(text: string): string[] | null {
  const wordBreaker = wordSegmenter();
  if (!wordBreaker) return null;
  const pieces = text
    .split(LEGAL_FORM)
    .filter((part) => part !== '')
    .flatMap((part) => piecesOf(part, wordBreaker));
  return pieces.length > 1 ? pieces : null;
}

/** A run of a piece's text; a unit never breaks inside. */
export type UnitRun = { text: string; unit: boolean };

/** A bracketed unit this long or shorter (（W/（m2・K））, （kJ/（kg・K））) never breaks inside. */
const SHORT_GROUP = 12;
const OPENING_ROUND = /[（(]/u;
const CLOSING_ROUND = /[）)]/u;

/**
 * A piece as runs of text and of short bracketed groups (units), which must not break inside:
 * the browser would break after their / or ・ (傾き（W/（m2・｜K））). A longer group, a note in
 * brackets, may break where the browser likes.
 */
export function unitRuns(piece: string): UnitRun[] {
  const runs: UnitRun[] = [];
  const push = (text: string, unit: boolean) => {
    if (text !== '') runs.push({ text, unit });
  };
  let start = 0;
  let groupStart = -1;
  let depth = 0;
  const characters = [...piece];
  characters.forEach((character, i) => {
    if (OPENING_ROUND.test(character)) {
      if (depth === 0) groupStart = i;
      depth += 1;
    } else if (CLOSING_ROUND.test(character) && depth > 0) {
      depth -= 1;
      if (depth === 0 && i + 1 - groupStart <= SHORT_GROUP) {
        push(characters.slice(start, groupStart).join(''), false);
        push(characters.slice(groupStart, i + 1).join(''), true);
        start = i + 1;
      }
    }
  });
  push(characters.slice(start).join(''), false);
  return runs;
}
