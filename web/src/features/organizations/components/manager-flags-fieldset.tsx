import { Heading, Stack } from '@chakra-ui/react';
import { CheckboxField } from '@/components/form/fields';
import { MANAGER_FLAGS, type ManagerFlags } from '../labels';

/** One checkbox a device category: the categories an organization manages (its name: 管理できる機器). */
export function ManagerFlagsFieldset({
  flags,
  onChange,
  showHeading = false,
}: {
  flags: ManagerFlags;
  onChange: (update: (current: ManagerFlags) => ManagerFlags) => void;
  /** Also name it with a visible heading, where the form has other fields around it. */
  showHeading?: boolean;
}) {
  return (
    <Stack as="fieldset" gap="2" aria-label="管理できる機器">
      {showHeading ? (
        <Heading as="h2" size="sm">
          管理できる機器
        </Heading>
      ) : null}
      {MANAGER_FLAGS.map(({ flag, label }) => (
        <CheckboxField
          key={flag}
          label={label}
          checked={flags[flag]}
          onChange={(checked) => onChange((current) => ({ ...current, [flag]: checked }))}
        />
      ))}
    </Stack>
  );
}
