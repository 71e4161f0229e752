/**
 * Characters whose canonical decomposition is a single other character (Å U+212B, the CJK
 * compatibility ideographs 﨑-block such as 塚 U+FA10, …). Plain NFC would replace them, but CP932
 * holds them as their own code points (IBM extension kanji, 0x81F0 Å): replacing them would change
 * the glyph the maker chose and, for Å, give a character CP932 cannot write at all.
 */
const isSingleton = (char: string): boolean => char.normalize('NFC') !== char;

/**
 * NFC for text that arrives from makers' files: composes what macOS and some tools decompose
 * (カ + U+3099 → ガ) and leaves singleton characters as typed — the same exclusion HFS+ makes.
 * Segments between singletons are normalised on their own; CP932's singletons are all starters, so
 * no combining sequence crosses them.
 */
export function toNfc(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return text;
  // Almost every cell is already NFC; only the others pay for the per-character walk below.
  if (text.normalize('NFC') === text) return text;
  let out = '';
  let segment = '';
  for (const char of text) {
    if (char.codePointAt(0)! >= 0x80 && isSingleton(char)) {
      out += segment.normalize('NFC') + char;
      segment = '';
    } else {
      segment += char;
    }
  }
  return out + segment.normalize('NFC');
}
