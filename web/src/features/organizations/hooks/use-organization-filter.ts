import { type UrlFilterSpec, useUrlFilters } from '@/hooks/use-url-filters';
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

const hasDates = (values: FilterValues) => Boolean(values.startDate || values.finishDate);

const SPEC: UrlFilterSpec<FilterValues> = {
  keyword: { param: 'keyword' },
  type: { param: 'type' },
  status: { param: 'status' },
  dateType: { param: 'date_type', initial: 'created_at', keepIf: hasDates },
  startDate: { param: 'start_date' },
  finishDate: { param: 'finish_date' },
  deviceManager: { param: 'device_manager', flag: true },
};

/** The admin list filters live in the URL (snake_case, like /api), so reload, back and the PDF agree. */
export function useOrganizationFilter() {
  const { filters: values, page, apply: search, setPage, query } = useUrlFilters(SPEC);

  const filter: OrganizationFilter = {
    page,
    keyword: values.keyword || undefined,
    type: values.type ? Number(values.type) : undefined,
    status: (values.status || undefined) as OrganizationStatus | undefined,
    dateType: hasDates(values) ? (values.dateType as OrganizationDateType) : undefined,
    startDate: values.startDate || undefined,
    finishDate: values.finishDate || undefined,
    deviceManager: values.deviceManager || undefined,
  };

  return { values, page, filter, search, setPage, pdfQuery: query.toString() };
}
