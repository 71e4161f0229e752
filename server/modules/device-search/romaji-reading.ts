import { toHiragana } from 'wanakana';

/** A name key (rules/device-search.ts normalizeName) of Latin letters only: upper case, a dash as ー. */
const LATIN_NAME_KEY = /^[A-Zー]+$/;
/** A name key in hiragana only, as normalizeName keeps katakana. */
const KANA_NAME_KEY = /^[\u3041-\u3096ー]+$/;

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
