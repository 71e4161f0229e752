import { Link } from '@chakra-ui/react';
import { urlBreakPieces } from '@/lib/url-breaks';
import { BreakBetween } from './break-between';

/**
 * A maker's or reference URL shown as itself, opening in a new tab without giving the opened page
 * a handle on this one (rel=noopener noreferrer). A long URL breaks after its slashes first
 * (<wbr>), anywhere only where a piece is wider than the line.
 */
export function ExternalUrl({ url }: { url: string }) {
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      colorPalette="blue"
      display="inline"
      overflowWrap="anywhere"
    >
      <BreakBetween pieces={urlBreakPieces(url)} />
    </Link>
  );
}
