import { chakra, RadioGroup, Span, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

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
 * so its label would name, and a click on any box's text would tick, the first box only. Plain
 * elements rather than Chakra's Fieldset, whose recipe every visitor's first load would carry.
 */
export function ChoiceFieldset({ legend, required, error, children }: ChoiceFieldsetProps) {
  const errorId = useId();
  return (
    <chakra.fieldset minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend display="flex" gap="1" mb="1.5" textStyle="sm" fontWeight="medium">
        {legend}
        {required ? (
          <Span aria-hidden="true" color="fg.error" lineHeight="1">
            *
          </Span>
        ) : null}
      </chakra.legend>
      <Stack gap="1.5" align="flex-start">
        {children}
      </Stack>
      {error ? (
        <Text id={errorId} mt="1.5" color="fg.error" textStyle="sm" fontWeight="medium" aria-live="polite">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
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
