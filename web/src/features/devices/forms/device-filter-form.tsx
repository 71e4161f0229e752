import { Checkbox, Field, HStack, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { DateField, DateRangeFields, SearchButtons, TextField } from '@/components/ui/search-form-fields';
import { errorList } from '@/components/ui/error-list-store';
import { Select } from '@/components/ui/select';
import { type Area, STATUS_OPTIONS } from '@/features/devices/common';
import type { DeviceFilter, DeviceStatus } from '@/generated/graphql';

export interface FilterForm {
  brandName: string;
  /** 品番・証明書番号, matched as the public lists and the search match it. */
  number: string;
  /** システム型式 (solar categories). */
  systemType: string;
  status: string;
  includeExpired: boolean;
  dateType: string;
  startDate: string;
  finishDate: string;
  releaseDateFrom: string;
  publishDateFrom: string;
  organizationId: string;
}

export const EMPTY_FILTER: FilterForm = {
  brandName: '',
  number: '',
  systemType: '',
  status: '',
  includeExpired: false,
  dateType: 'created_at',
  startDate: '',
  finishDate: '',
  releaseDateFrom: '',
  publishDateFrom: '',
  organizationId: '',
};

/** Trimmed texts; dates only with their type; empty values left out (SPEC §3 search filters). */
export function toFilter(form: FilterForm, page: number): DeviceFilter {
  const trim = (v: string) => v.trim() || undefined;
  const hasRange = Boolean(form.startDate || form.finishDate);
  return {
    page,
    brandName: trim(form.brandName),
    number: trim(form.number),
    systemType: trim(form.systemType),
    status: (form.status || undefined) as DeviceStatus | undefined,
    includeExpired: form.includeExpired || undefined,
    dateType: hasRange ? form.dateType : undefined,
    startDate: trim(form.startDate),
    finishDate: trim(form.finishDate),
    releaseDateFrom: trim(form.releaseDateFrom),
    publishDateFrom: trim(form.publishDateFrom),
    organizationId:
      form.organizationId.trim() && /^\d+$/.test(form.organizationId.trim())
        ? Number(form.organizationId.trim())
        : undefined,
  };
}

export interface DeviceFilterFormProps {
  category: { identifyingFields: readonly { key: string }[] };
  area: Area;
  /** The organizations an administrator may narrow to. */
  organizations: readonly { id: number; name: string }[];
  /** Runs the search with these filters, from the first page. */
  onApply: (filters: FilterForm) => void;
}

/** The device list's search form (SPEC §3 filters): applied on 検索, emptied by クリア. */
export function DeviceFilterForm({ category, area, organizations, onApply }: DeviceFilterFormProps) {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER);
  const set = (key: keyof FilterForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  return (
    <form
      role="search"
      aria-label="検索条件"
      onSubmit={(event) => {
        event.preventDefault();
        errorList.clear();
        onApply(form);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField label="ブランド名" value={form.brandName} onChange={set('brandName')} />
        <TextField label="品番・証明書番号" value={form.number} onChange={set('number')} />
        {category.identifyingFields.some((field) => field.key === 'systemType') ? (
          <TextField label="システム型式" value={form.systemType} onChange={set('systemType')} />
        ) : null}
        <Field.Root>
          <Field.Label>状態</Field.Label>
          <Select aria-label="状態" value={form.status} onChange={set('status')}>
            <option value="">すべて</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field.Root>
        <DateField label="発売予定年月日（以降）" value={form.releaseDateFrom} onChange={set('releaseDateFrom')} />
        <DateField label="公開日（以降）" value={form.publishDateFrom} onChange={set('publishDateFrom')} />
        {area === 'admin' ? (
          <Field.Root>
            <Field.Label>事業者</Field.Label>
            <Select aria-label="事業者" value={form.organizationId} onChange={set('organizationId')}>
              <option value="">すべて</option>
              {organizations.map((o) => (
                <option key={o.id} value={String(o.id)}>
                  {o.name}
                </option>
              ))}
            </Select>
          </Field.Root>
        ) : (
          <div />
        )}
        <Field.Root>
          <Field.Label>日付の種類</Field.Label>
          <Select aria-label="日付の種類" value={form.dateType} onChange={set('dateType')}>
            <option value="created_at">登録日</option>
            <option value="updated_at">更新日</option>
            <option value="release_date">発売予定年月日</option>
            <option value="publish_date">公開日</option>
          </Select>
        </Field.Root>
        <DateRangeFields
          value={{ start: form.startDate, finish: form.finishDate }}
          onChange={(range) => setForm((f) => ({ ...f, startDate: range.start, finishDate: range.finish }))}
        />
      </SimpleGrid>
      <HStack mt="3" gap="3" wrap="wrap">
        <Checkbox.Root
          checked={form.includeExpired}
          onCheckedChange={(d) => setForm((f) => ({ ...f, includeExpired: d.checked === true }))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>取消済を含める</Checkbox.Label>
        </Checkbox.Root>
        <SearchButtons
          onClear={() => {
            setForm(EMPTY_FILTER);
            onApply(EMPTY_FILTER);
          }}
        />
      </HStack>
    </form>
  );
}
