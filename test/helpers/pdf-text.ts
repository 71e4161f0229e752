import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (what a person copying from the file gets). */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: bytes, encoding: 'utf8' });
}

/** The text of a PDF answer. */
export async function pdfTextOf(response: Response): Promise<string> {
  return pdfText(Buffer.from(await response.arrayBuffer()));
}
