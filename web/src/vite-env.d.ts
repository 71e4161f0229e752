/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The association's external site (used by / and /top and the footer). */
  readonly VITE_ASSOCIATION_URL?: string;
  /** GA4 measurement id; analytics stay in memory when unset. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
