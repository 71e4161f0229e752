/**
 * How a product is found by its number or its maker (issue #59): the matching rules the server
 * stores its search keys with and queries by, and the bounds of a query with their messages. The
 * web imports it as `@rules/device-search` (the same limits before a request is sent). No server
 * imports: the backfill of Migration20261126090000 repeats these rules in SQL, and
 * test/integration/device-search-keys.test.ts proves both give the same key over a corpus.
 */

/** A query shorter than this (after trimming) is refused. */
export const SEARCH_QUERY_MIN = 2;
/** A query longer than this is refused. */
export const SEARCH_QUERY_MAX = 100;

/**
 * A part of a number shorter than this is matched only at a number's start (pg_trgm has no
 * trigram for it inside a word: docs/decisions.md "One or two characters match a number from its
 * start only").
 */
export const NUMBER_PART_INSIDE_MIN = 3;

export const SEARCH_MESSAGES = {
  tooShort: `検索語は${SEARCH_QUERY_MIN}文字以上で入力してください`,
  tooLong: `検索語は${SEARCH_QUERY_MAX}文字以内で入力してください`,
  notText: '検索語は文字列で指定してください',
} as const;

/** Spaces, middle dots and `|` (the number key's separator): left out of numbers and names alike. */
const SPACES_AND_DOTS = ' \t\n\r\u3000\u00a0\u30fb\uff65\u00b7|';

/** Dashes and minus signs (after NFKC, － and ﹣ are -). */
const DASHES = '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d';

/**
 * ASCII punctuation but `-` and `|` (with the dashes and the spaces): brackets, slashes, dots and
 * the rest, which makers write into numbers as suffixes or separators (`RUF-E2406SAW(A)`,
 * `KTR-3/2`) and visitors type or leave out. After NFKC the full-width ones are these.
 */
const NUMBER_PUNCTUATION = '!"#$%&\'()*+,./:;<=>?@[\\]^_`{}~';

/** A regular expression matching any one of `characters`. */
const anyOf = (characters: string) => new RegExp(`[${characters.replace(/[-\\\]^|]/g, '\\$&')}]`, 'g');

/**
 * What a number is typed with or without: dashes and the long-vowel marks that look like them
 * (after NFKC, ｰ is ー), spaces, middle dots and ASCII punctuation. Dropping them all makes
 * `RUX-A2015`, `RUX‐A2015`, `RUXA2015` and `RUX A2015` one, and `RUF-E2406SAW(A)` and `RUF E2406SAW A`.
 */
const NUMBER_IGNORED = anyOf(`${DASHES}\u30fc\uff70${SPACES_AND_DOTS}${NUMBER_PUNCTUATION}`);

/** Left out of names: spaces and middle dots (`リンナイ・ジャパン` is `リンナイジャパン`). */
const NAME_IGNORED = anyOf(SPACES_AND_DOTS);

/**
 * In a name, a dash or minus sign is the long-vowel mark it was typed for (`ソ-ラ-` with the IME
 * off, `ソ−ラ−` from a minus key): the sound cannot be dropped (ソーラー is not ソラ).
 */
const NAME_DASH = anyOf(DASHES);

/**
 * Old and variant forms of kanji that names are registered with and typed without (an IME offers
 * the common form first): each variant, then its common form. 髙島 is found by 高島, 山﨑 by 山崎,
 * 𠮷田 by 吉田. Only pairs that names treat as one character (not 斉/斎 or 竜/龍, which differ).
 */
const KANJI_VARIANTS =
  '髙高﨑崎嵜崎𠮷吉邊辺邉辺澤沢濱浜嶋島嶌島國国廣広眞真櫻桜德徳冨富瀨瀬黑黒惠恵榮栄藏蔵亞亜淺浅靜静' +
  '萬万圓円關関實実寶宝豐豊鐵鉄會会縣県壽寿齋斎齊斉槇槙';
const COMMON_FORMS = new Map(
  [...KANJI_VARIANTS].flatMap((c, i, all) => (i % 2 === 0 ? [[c, all[i + 1]!] as const] : [])),
);
const KANJI_VARIANT = new RegExp(`[${[...COMMON_FORMS.keys()].join('')}]`, 'gu');

/** Company-form words a name is registered with or without, as NFKC writes them (㈱ and （株） are (株)). */
export const COMPANY_FORMS = ['株式会社', '有限会社', '合同会社', '(株)', '(有)', '(同)'] as const;

/**
 * ASCII letters to upper case, only them: PostgreSQL's upper() depends on the database's locale,
 * and the migration's SQL must give the very same key. NFKC has already made full-width letters
 * ASCII.
 */
const upperAscii = (text: string) => text.replace(/[a-z]/g, (c) => c.toUpperCase());

/**
 * A model or certificate number as stored in the search key and searched by: NFKC (full-width to
 * ASCII, half-width katakana to full-width), ASCII letters upper case, every dash and long-vowel
 * look-alike, space, middle dot and ASCII punctuation mark dropped. `ＲＵＸ－Ａ２０１５`, `rux a2015`,
 * `RUX‐A2015` → `RUXA2015`; `RUF-E2406SAW（A）` → `RUFE2406SAWA`.
 */
export function normalizeNumber(text: string): string {
  return upperAscii(text.normalize('NFKC')).replace(NUMBER_IGNORED, '');
}

/**
 * A brand or organization name as stored and searched by: NFKC, ASCII letters upper case,
 * katakana as hiragana, every dash as the long-vowel mark, old and variant kanji in their common
 * form, company forms (株式会社, (株), ㈱ …) and spaces and middle dots dropped. `株式会社 ノーリツ`,
 * `ﾉｰﾘﾂ(株)`, `ノ-リツ` and `のーりつ` → `のーりつ`; `髙﨑工業` → `高崎工業`.
 */
export function normalizeName(text: string): string {
  let name = text.normalize('NFKC');
  for (const form of COMPANY_FORMS) name = name.split(form).join('');
  name = name.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  return upperAscii(name)
    .replace(NAME_IGNORED, '')
    .replace(NAME_DASH, '\u30fc')
    .replace(KANJI_VARIANT, (variant) => COMMON_FORMS.get(variant)!);
}

export type SearchQueryCheck = { ok: true; query: string } | { ok: false; message: string };

/** Whether a query may be searched: trimmed, 2 to 100 characters (counted as people see them). */
export function checkSearchQuery(text: unknown): SearchQueryCheck {
  if (text !== undefined && text !== null && typeof text !== 'string') {
    return { ok: false, message: SEARCH_MESSAGES.notText };
  }
  const query = (text ?? '').trim();
  const length = [...query].length;
  if (length < SEARCH_QUERY_MIN) return { ok: false, message: SEARCH_MESSAGES.tooShort };
  if (length > SEARCH_QUERY_MAX) return { ok: false, message: SEARCH_MESSAGES.tooLong };
  return { ok: true, query };
}

/** The kinds of match, best first (the ranking of a search). */
export const SEARCH_MATCH_KINDS = ['exact', 'prefix', 'substring', 'fuzzy'] as const;
export type SearchMatchKind = (typeof SEARCH_MATCH_KINDS)[number];

/** How a name that matched neither exactly nor as a part is still found: this many typos at most. */
export function nameTyposAllowed(normalizedQuery: string): number {
  const length = [...normalizedQuery].length;
  return length >= 8 ? 2 : length >= 3 ? 1 : 0;
}

/**
 * From this many characters a query with typos also finds a name it is the start of
 * (`ホットリング` finds `ホットリンクα`). Shorter starts with a typo are most names' starts: `エコギ`
 * would find エコジョーズ as well as エコキュート.
 */
export const NAME_FUZZY_START_MIN = 4;

/** Labels of the matched fields that are not a category's identifying field. */
export const SEARCH_FIELD_LABELS = {
  certificateNumber: '証明書番号',
  brandName: 'ブランド名',
  organizationName: '事業者名',
} as const;
