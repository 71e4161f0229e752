import { VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The one rendering of "no value" on every screen: a dash people see, 「なし」 screen readers say
 * (a bare dash is read as "dash" or skipped).
 */
export function EmptyValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>なし</VisuallyHidden>
    </>
  );
}

/** The value, or EmptyValue for null, undefined and blank strings. */
export function OrEmpty({ children }: { children: ReactNode }) {
  const blank =
    children === null ||
    children === undefined ||
    children === false ||
    (typeof children === 'string' && children.trim() === '');
  return blank ? <EmptyValue /> : <>{children}</>;
}

/** A field label with its unit, in full-width brackets throughout (some labels carry ASCII ones). */
export function fieldLabel(label: string, unit?: string | null): string {
  const text = unit ? `${label}（${unit}）` : label;
  return text.replaceAll('(', '（').replaceAll(')', '）');
}
