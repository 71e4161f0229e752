import { Link } from '@chakra-ui/react';
import { Fragment } from 'react';

/**
 * http(s) only, scheme in any case; a URL is made of RFC 3986's ASCII characters (unreserved,
 * reserved and %), so it stops at Japanese text, spaces, quotes and angle brackets.
 */
const URL_PATTERN = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'*]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops sentence punctuation and unbalanced closing brackets at the end ("(see https://x.jp/a)."). */
function trimTrailing(url: string): string {
  let href = url;
  for (;;) {
    const last = href.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (TRAILING_PUNCTUATION.test(last) || (opener && count(href, last) > count(href, opener)))
      href = href.slice(0, -1);
    else return href;
  }
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits plain text into text and http(s) URL parts (nothing is ever treated as HTML). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = trimTrailing(match[0]);
    if (!/^https?:\/\/[^/?#]/i.test(href)) continue; // no host left: not a link
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Plain text with its line breaks kept and URLs as links opening in a new tab (rel=noopener). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <Link
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="blue"
            variant="underline"
          >
            {part.href}
          </Link>
        ),
      )}
    </span>
  );
}
