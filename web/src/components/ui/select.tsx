import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

type SelectProps = ComponentProps<typeof NativeSelect.Field> & {
  size?: ComponentProps<typeof NativeSelect.Root>['size'];
  children: ReactNode;
};

/**
 * The one select look: a native <select> (keyboard and phone pickers for free) with its arrow,
 * so it never reads as a text box. Label it with a Field.Label around it or aria-label.
 */
export function Select({ size = 'md', children, ...field }: SelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
