import { Button, Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DateInput } from '@/components/ui/date-input';

type InputFieldProps = { label: string } & Omit<InputProps, 'type'>;

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** A labelled date input of a search form (発売予定年月日（以降）, …). */
export function DateField({ label, ...input }: InputFieldProps) {
  return (
    <Labelled label={label}>
      <DateInput {...input} />
    </Labelled>
  );
}

/** A labelled text input of a search form. */
export function TextField({ label, ...input }: InputFieldProps) {
  return (
    <Labelled label={label}>
      <Input {...input} />
    </Labelled>
  );
}

export interface DateRange {
  start: string;
  finish: string;
}

/** The 開始日 and 終了日 inputs of a search form's date range. */
export function DateRangeFields({
  value,
  onChange,
  size,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  size?: InputProps['size'];
}) {
  return (
    <>
      <DateField
        label="開始日"
        size={size}
        value={value.start}
        onChange={(e) => onChange({ ...value, start: e.currentTarget.value })}
      />
      <DateField
        label="終了日"
        size={size}
        value={value.finish}
        onChange={(e) => onChange({ ...value, finish: e.currentTarget.value })}
      />
    </>
  );
}

/** A search form's 検索 (submit) button, and its クリア button when the form can be reset. */
export function SearchButtons({ onClear }: { onClear?: () => void }) {
  return (
    <>
      <Button type="submit" colorPalette="blue" size="sm">
        検索
      </Button>
      {onClear ? (
        <Button size="sm" variant="outline" onClick={onClear}>
          クリア
        </Button>
      ) : null}
    </>
  );
}
