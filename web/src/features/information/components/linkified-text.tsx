import { Link } from '@chakra-ui/react';
import { Fragment } from 'react';

// http(s) only; stops at whitespace, angle brackets, quotes and Japanese closing brackets/punctuation.
const URL_PATTERN = /https?:\/\/[^\s<>"'（）「」『』【】、。]+/g;
const TRAILING = /[.,;:!?)\]]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits plain text into text and http(s) URL parts (nothing is ever treated as HTML). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let href = match[0];
    const trailing = TRAILING.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
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
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer" colorPalette="blue" variant="underline">
            {part.href}
          </Link>
        ),
      )}
    </span>
  );
}
