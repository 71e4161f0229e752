import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LabelValueRow {
  label: string;
  value: ReactNode;
}

/**
 * Labels with their values (a `dl`): stacked on a phone, each label beside its value from a tablet
 * up. Chakra's responsive `orientation` kept the phone's column under the wider layout's centring,
 * so on a desktop every label and value stood stacked in the middle of the page.
 */
export function LabelValueList({ rows }: { rows: LabelValueRow[] }) {
  return (
    <DataList.Root orientation="vertical">
      {rows.map((row) => (
        <DataList.Item key={row.label} flexDirection={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }}>
          <DataList.ItemLabel flexShrink="0" minW={{ md: '8rem' }} alignItems="flex-start">
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue display="block" whiteSpace="pre-wrap">
            {row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
