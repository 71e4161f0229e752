import { useLocation } from 'react-router-dom';
import { titleFor } from '@rules/page-titles';
import { useSiteOrigin } from '@/lib/site-origin';

export interface PageMetaProps {
  /** The page's heading: its title is 「heading | site」 (titleFor). */
  heading: string;
  description?: string;
  /**
   * The page's own address when its query names another page (a list's page 2); by default its
   * path; null for none (a page that is not found).
   */
  canonicalPath?: string | null;
}

/**
 * A public page's title, description and canonical address, as React 19's document metadata: the
 * server's rendering puts them in the document's head, and the browser keeps them current.
 */
export function PageMeta({ heading, description, canonicalPath }: PageMetaProps) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  return (
    <>
      <title>{titleFor(heading)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonicalPath === null ? null : <link rel="canonical" href={`${origin}${canonicalPath ?? pathname}`} />}
    </>
  );
}
