import { associationPage as pageOf } from '@rules/association-site';
import { associationUrlFrom } from './association-url';

function readOptional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Build-time settings, read once. */
export const env = {
  associationUrl: associationUrlFrom(import.meta.env.VITE_ASSOCIATION_URL),
  gaMeasurementId: readOptional(import.meta.env.VITE_GA_MEASUREMENT_ID),
} as const;

/** A page of the association's external site, e.g. associationPage('contact/'). */
export function associationPage(relativePath: string): string {
  return pageOf(relativePath, env.associationUrl);
}
