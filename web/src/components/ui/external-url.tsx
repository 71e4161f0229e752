import { Link } from '@chakra-ui/react';

/**
 * A maker's or reference URL shown as itself, opening in a new tab without giving the opened page
 * a handle on this one (rel=noopener noreferrer); long URLs wrap anywhere.
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
      {url}
    </Link>
  );
}
