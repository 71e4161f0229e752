/** RFC 5987 attr-char keeps ALPHA DIGIT ! # $ & + - . ^ _ ` | ~; encodeURIComponent also leaves ' ( ) *. */
export const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Printable ASCII without the characters a quoted-string would have to escape. */
const asciiOnly = (value: string): string | null =>
  /^[\x20-\x7e]+$/.test(value) ? value.replace(/["\\]/g, '_') : null;

/**
 * An attachment named `fileName` (RFC 6266 + RFC 5987 `filename*`), with a plain `filename` for
 * clients that ignore `filename*` (curl -J, old tools): the name itself when it is ASCII,
 * otherwise `fallback`, a meaningful ASCII name (e.g. "electric_heat_pumps_20261123.csv"); never
 * the name with its Japanese letters stripped.
 */
export function contentDisposition(fileName: string, fallback: string): string {
  const ascii = asciiOnly(fileName) ?? asciiOnly(fallback) ?? 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
