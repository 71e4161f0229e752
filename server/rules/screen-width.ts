/** Chakra's md breakpoint (48em), where the portal switches from its phone layout to its wide one. */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)';
