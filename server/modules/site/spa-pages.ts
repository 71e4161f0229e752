import type { PageMeta } from '../../core/http/spa-documents.js';
import { NOT_FOUND_HEADING, NOT_FOUND_TEXT, titleFor } from '../../rules/page-titles.js';
import { SPA_ROUTE_PATTERNS } from './spa-routes.generated.js';
import { escapeRegExp } from '../../core/escape-regexp.js';

/**
 * The SPA's route table as one expression: a `:param` stands for one segment, a trailing slash is
 * allowed, and letters match in either case, as react-router matches them.
 */
const SPA_PAGE = new RegExp(
  `^(?:${SPA_ROUTE_PATTERNS.map((pattern) =>
    pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => `/${segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)}`)
      .join(''),
  ).join('|')})/?$`,
  'i',
);

/** Whether the SPA has a page at a path; repeated slashes count as one (SPEC §8). */
export function isSpaPage(path: string): boolean {
  return SPA_PAGE.test(path.replace(/\/{2,}/g, '/'));
}

/**
 * The document of a page the portal does not have: its not-found heading as the title, sent with
 * 404 so that crawlers drop the address and monitors see it.
 */
export const NOT_FOUND_META: PageMeta = {
  title: titleFor(NOT_FOUND_HEADING),
  description: NOT_FOUND_TEXT,
  status: 404,
};
