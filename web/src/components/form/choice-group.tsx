import { Fieldset, RadioGroup, Span } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceFieldsetProps {
  legend: string;
  required?: boolean;
  /** The group's message, shown and read with the group once set. */
  error?: string | null;
  children: ReactNode;
}

/**
 * A group of checkboxes under one name (a `fieldset` and its `legend`), laid out like a field.
 * Each box keeps its own id and label: `Field.Root` gives every control inside it the same id,
 * so its label would name, and a click on any box's text would tick, the first box only.
 */
export function ChoiceFieldset({ legend, required, error, children }: ChoiceFieldsetProps) {
  return (
    <Fieldset.Root size="sm" invalid={Boolean(error)}>
      <Fieldset.Legend display="flex" gap="1" textStyle="sm">
        {legend}
        {required ? (
          <Span aria-hidden="true" color="fg.error" lineHeight="1">
            *
          </Span>
        ) : null}
      </Fieldset.Legend>
      <Fieldset.Content>{children}</Fieldset.Content>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/**
 * The name of a radio group, inside its `RadioGroup.Root`, which it names (`aria-labelledby`);
 * looks like a field's label. A `Field.Label` around the group labelled nothing.
 */
export function ChoiceGroupLabel({ children }: { children: ReactNode }) {
  return (
    <RadioGroup.Label display="block" mb="1.5" fontWeight="medium">
      {children}
    </RadioGroup.Label>
  );
}
