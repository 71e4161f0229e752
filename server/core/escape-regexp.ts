/** `text` taken literally inside a regular expression (JavaScript's or PostgreSQL's `~`). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
