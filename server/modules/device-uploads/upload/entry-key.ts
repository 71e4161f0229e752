/**
 * The identity of a zip entry name for duplicate detection: Unicode NFC, forward slashes, case
 * folded. Windows and macOS treat names that differ only in these as the same file, so a zip
 * holding both cannot say which one a CSV row means.
 */
export function entryKey(name: string): string {
  return name.normalize('NFC').replaceAll('\\', '/').toLowerCase();
}
