import { Button } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DEVICE_CATEGORIES, type DeviceCategory, type DeviceCategoryInfo } from '@/config/device-categories';
import type { DeviceStatus } from '@/generated/graphql';
import { downloadFromApi } from '@/lib/download-file';

export type Area = 'admin' | 'organization';

/** Identifying fields (SPEC §3) among a device's specItems; the rest are performance values. */
export const IDENTIFYING_KEYS = new Set(['puNumber', 'tuNumber', 'bbNumber', 'systemNumber', 'systemType', 'heatCollectorType', 'heatStorageTankType']);

export const CERTIFICATE_RESOURCES: Record<DeviceCategory, string> = {
  cogeneration_systems: 'cogeneration_system_certificates',
  hybrid_water_heaters: 'hybrid_water_heater_certificates',
  electric_heat_pumps: 'electric_heat_pump_certificates',
  solar_systems: 'solar_system_certificates',
  solar_water_heaters: 'solar_water_heater_certificates',
};

export const STATUS_OPTIONS: { value: DeviceStatus; label: string }[] = [
  { value: 'registered', label: '登録済' },
  { value: 'publish_requested', label: '公開申請中' },
  { value: 'published', label: '公開中' },
  { value: 'cancel_requested', label: '取消申請中' },
  { value: 'canceled', label: '取消済' },
];

export const STATUS_LABELS = Object.fromEntries(STATUS_OPTIONS.map((o) => [o.value, o.label])) as Record<DeviceStatus, string>;

/** The :category route parameter as a known category, or null (the page then shows not found). */
export function useCategoryParam(): DeviceCategoryInfo | null {
  const { category } = useParams();
  return DEVICE_CATEGORIES.find((c) => c.code === category) ?? null;
}

export function useIdParam(): number | null {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/** A button that downloads a server file (PDF/CSV/zip) under the server's name; alerts on failure. */
export function DownloadButton({ url, fallbackName, failure, children }: { url: string; fallbackName: string; failure: string; children: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFromApi(url, fallbackName);
        } catch {
          window.alert(failure);
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}

/** The server refused the viewer (e.g. a category without the manager flag): FORBIDDEN. */
export function isForbidden(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
}
