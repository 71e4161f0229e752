/**
 * Chakra's md breakpoint (48em), where the portal switches between its phone and wide layouts. The
 * web reads it to lay pages out; the server's documents preload code only a wide layout runs at once
 * (spa-documents.ts) with the complementary query, so a phone does not download it up front.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** The screens PHONE_QUERY does not match. */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)';
