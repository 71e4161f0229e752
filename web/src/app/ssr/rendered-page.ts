import type { NormalizedCacheObject } from '@apollo/client';
import type { Crumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import type { Edition } from '@/generated/graphql';
import { RENDERED_STATE_ID } from '@rules/rendered-page';

/**
 * What the server rendered a page with, handed to the browser so its first render (hydration)
 * renders the same: the answers the page's queries got, the edition and the breadcrumb's trail.
 */
export interface RenderedState {
  apollo: NormalizedCacheObject;
  edition: Edition;
  crumbs: Crumb[];
  /** The site's origin the canonical links were rendered with. */
  origin: string;
}

/** The state of the page the server rendered, or null for the client-rendered shell. */
export function readRenderedState(): RenderedState | null {
  const element = document.getElementById(RENDERED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RenderedState;
  } catch {
    return null;
  }
}
