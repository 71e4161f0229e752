import { Link } from '@chakra-ui/react';
import { urlBreakPieces } from '@/lib/url-breaks';
import { BreakBetween } from './break-between';
import { KeepTogether } from './keep-together';

/**
 * A maker's or reference URL shown as itself, opening in a new tab without giving the opened page
 * a handle on this one (rel=noopener noreferrer). A long URL breaks after its slashes and before
 * its query: each piece moves to the next line whole (a host is not broken at its hyphen), and
 * breaks inside only when it is wider than the line.
 */
export function ExternalUrl({ url }: { url: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" colorPalette="blue" display="inline" aria-label={url}>
      <BreakBetween
        pieces={urlBreakPieces(url).map((piece) => (
          <KeepTogether key={piece}>{piece}</KeepTogether>
        ))}
      />
    </Link>
  );
}
