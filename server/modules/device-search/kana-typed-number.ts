import { toRomaji } from 'wanakana';

/** Hiragana, and the long-vowel mark that the minus key types in kana mode. */
const KANA_RUN = /[\u3041-\u3096ー]+/g;
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
