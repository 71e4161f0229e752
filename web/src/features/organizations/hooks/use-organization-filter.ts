import { useSearchParams } from 'react-router-dom';
import type { OrganizationDateType, OrganizationFilter, OrganizationStatus } from '@/generated/graphql';

export interface FilterValues {
  keyword: string;
  type: string;
  status: string;
  dateType: string;
  startDate: string;
  finishDate: string;
  deviceManager: boolean;
}

const KEYS = {
  keyword: 'keyword',
  type: 'type',
  status: 'status',
  dateType: 'date_type',
  startDate: 'start_date',
  finishDate: 'finish_date',
} as const;

/** The admin list filters live in the URL (snake_case, like /api), so reload, back and the PDF agree. */
export function useOrganizationFilter() {
  const [params, setParams] = useSearchParams();
  const values: FilterValues = {
    keyword: params.get('keyword') ?? '',
    type: params.get('type') ?? '',
    status: params.get('status') ?? '',
    dateType: params.get('date_type') ?? 'created_at',
    startDate: params.get('start_date') ?? '',
    finishDate: params.get('finish_date') ?? '',
    deviceManager: params.get('device_manager') === 'true',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);

  const search = (next: FilterValues, nextPage = 1) => {
    const query = new URLSearchParams();
    for (const [key, name] of Object.entries(KEYS)) {
      // SPEC §5: search text is trimmed before sending.
      const value = String(next[key as keyof typeof KEYS]).trim();
      if (value && !(key === 'dateType' && !next.startDate && !next.finishDate)) query.set(name, value);
    }
    if (next.deviceManager) query.set('device_manager', 'true');
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const filter: OrganizationFilter = {
    page,
    keyword: values.keyword || undefined,
    type: values.type ? Number(values.type) : undefined,
    status: (values.status || undefined) as OrganizationStatus | undefined,
    dateType: values.startDate || values.finishDate ? (values.dateType as OrganizationDateType) : undefined,
    startDate: values.startDate || undefined,
    finishDate: values.finishDate || undefined,
    deviceManager: values.deviceManager || undefined,
  };

  const pdfQuery = (() => {
    const query = new URLSearchParams(params);
    query.delete('page');
    return query.toString();
  })();

  return { values, page, filter, search, pdfQuery };
}
