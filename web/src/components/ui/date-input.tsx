import { Input, type InputProps } from '@chakra-ui/react';

/**
 * The one date field. Chromium focuses a date input's inner day/month/year fields, where the
 * input recipe's :focus-visible ring does not show; this ring shows whenever it has focus.
 */
export function DateInput(props: Omit<InputProps, 'type'>) {
  return <Input type="date" _focus={{ outline: '2px solid', outlineColor: 'action.focusRing', outlineOffset: '0' }} {...props} />;
}
