/**
 * The reader's text is large for the screen: under 19.5 em of width, where a media query's em is
 * the reader's own text size. A 375 px phone is 23.4 em at the default 16 px, 19.5 em with text at
 * 120% and 11.7 em at 200% (Android's font scaling, the browser's text size setting, or a zoomed
 * page: WCAG 1.4.4); the narrowest phone at the default size, 320 px, is 20 em and keeps the
 * phrase-keeping layout. Layouts that keep phrases whole or lines single give way here.
 */
export const ENLARGED_TEXT = '@media screen and (max-width: 19.5em)';
