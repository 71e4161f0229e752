import { toHiragana, toRomaji } from 'wanakana';

/**
 * What a Japanese IME types, read the other way: a name typed in romaji with the IME off as the
 * kana it stands for, and a number typed with the IME in kana mode as the keys that typed it. Both
 * with wanakana's tables of IME romaji (`nn`, `kyu`, doubled consonants as っ).
 */

/** Hiragana (and ー, which the minus key types in kana mode), as a character class. */
const HIRAGANA = '\u3041-\u3096ー';

/** A name key (rules/device-search.ts normalizeName) of Latin letters only: upper case, a dash as ー. */
const LATIN_NAME_KEY = /^[A-Zー]+$/;
/** A name key in hiragana only, as normalizeName keeps katakana. */
const KANA_NAME_KEY = new RegExp(`^[${HIRAGANA}]+$`);

/**
 * The kana a Japanese IME would have typed for a name key of Latin letters, itself a name key: a
 * brand or maker typed with the IME off reads as it sounds (`daikin` → だいきん, the key of ダイキン;
 * `no-ritsu` → のーりつ). Null when the letters are not all romaji the IME turns into kana (`rux`,
 * `tank`, whose last letters stay Latin): such queries are numbers or Latin names.
 */
export function romajiReading(nameKey: string): string | null {
  if (!LATIN_NAME_KEY.test(nameKey)) return null;
  const reading = toHiragana(nameKey.toLowerCase());
  return KANA_NAME_KEY.test(reading) ? reading : null;
}

const KANA_RUN = new RegExp(`[${HIRAGANA}]+`, 'g');
const HAS_KANA = /[\u3041-\u3096]/;
const HAS_LETTER_OR_DIGIT = /[A-Za-z0-9]/;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** Hepburn syllables (wanakana's toRomaji) as kunrei-shiki keystrokes, the other way people type them. */
const KUNREI: readonly [RegExp, string][] = [
  [/shi/g, 'si'],
  [/sh(?=[auo])/g, 'sy'],
  [/chi/g, 'ti'],
  [/ch(?=[auo])/g, 'ty'],
  [/tsu/g, 'tu'],
  [/fu/g, 'hu'],
  [/ji/g, 'zi'],
  [/j(?=[auo])/g, 'zy'],
];

const kunrei = (romaji: string) =>
  KUNREI.reduce((text, [pattern, spelling]) => text.replace(pattern, spelling), romaji);

/**
 * What a query may have been typed for with the IME on in kana mode: its hiragana as the keys that
 * type them, in Hepburn (`shi`, `tsu`) and kunrei-shiki (`si`, `tu`) spellings, each once, letters
 * upper case as model numbers are written: `るｘーあ２０１５` → `RUX-A2015`; `しｓ－１００` →
 * `SHIS-100`, `SIS-100`. Only for a query with hiragana beside Latin letters or digits, as a model
 * number typed so is (kana alone is a name), and only readings left with nothing but ASCII.
 */
export function kanaTypedReadings(query: string): string[] {
  const text = query.normalize('NFKC');
  if (!HAS_KANA.test(text) || !HAS_LETTER_OR_DIGIT.test(text)) return [];
  const spell = (style: (romaji: string) => string) =>
    text.replace(KANA_RUN, (kana, offset: number) => {
      // A doubled consonant before a letter the IME left as it was (`ekk` → えっｋ): っ is that letter.
      const next = text[offset + kana.length] ?? '';
      const doubled = kana.endsWith('っ') && /[a-z]/i.test(next) ? next : '';
      return style(toRomaji(kana)) + doubled;
    });
  const readings = new Set([spell((romaji) => romaji), spell(kunrei)]);
  return [...readings].filter((reading) => PRINTABLE_ASCII.test(reading)).map((reading) => reading.toUpperCase());
}
