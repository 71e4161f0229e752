import { Input, type InputProps } from '@chakra-ui/react';

const RING = { outline: '2px solid', outlineColor: 'action.focusRing', outlineOffset: '0' };

/**
 * The one date field. Chromium moves the focus through a date input's inner day/month/year fields
 * and its calendar button; the input recipe's :focus-visible ring misses some of these stops (the
 * calendar button matches only :focus-within), so this ring shows on both.
 */
export function DateInput(props: Omit<InputProps, 'type'>) {
  return <Input type="date" _focus={RING} _focusWithin={RING} {...props} />;
}
