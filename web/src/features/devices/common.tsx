import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useParams } from 'react-router-dom';
import { IDENTIFYING_FIELDS } from '@rules/device-categories';
import { DEVICE_STATUS_LABELS } from '@rules/device-status';
import { DEVICE_CATEGORIES, type DeviceCategoryInfo } from '@/config/device-categories';
import type { DeviceStatus } from '@/generated/graphql';
import { parseId } from '@/lib/parse-id';

export type Area = 'admin' | 'organization';

/** Identifying fields (SPEC §3) among a device's specItems; the rest are performance values. */
export const IDENTIFYING_KEYS: ReadonlySet<string> = new Set(IDENTIFYING_FIELDS);

export const STATUS_LABELS: Record<DeviceStatus, string> = DEVICE_STATUS_LABELS;

export const STATUS_OPTIONS: { value: DeviceStatus; label: string }[] = Object.entries(STATUS_LABELS).map(
  ([value, label]) => ({ value: value as DeviceStatus, label }),
);

/** The :category route parameter as a known category, or null (the page then shows not found). */
export function useCategoryParam(): DeviceCategoryInfo | null {
  const { category } = useParams();
  return DEVICE_CATEGORIES.find((c) => c.code === category) ?? null;
}

export function useIdParam(): number | null {
  return parseId(useParams().id);
}

/** The server refused the viewer (e.g. a category without the manager flag): FORBIDDEN. */
export function isForbidden(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
}
