const DEFAULT_ASSOCIATION_URL = 'https://www.example.or.jp/';

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function readOptional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Build-time settings, read once. */
export const env = {
  associationUrl: withTrailingSlash(readOptional(import.meta.env.VITE_ASSOCIATION_URL) ?? DEFAULT_ASSOCIATION_URL),
  gaMeasurementId: readOptional(import.meta.env.VITE_GA_MEASUREMENT_ID),
} as const;

/** A page of the association's external site, e.g. associationPage('contact/'). */
export function associationPage(relativePath: string): string {
  return new URL(relativePath, env.associationUrl).href;
}
