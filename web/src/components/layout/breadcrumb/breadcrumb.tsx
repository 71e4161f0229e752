import { Box, Breadcrumb as ChakraBreadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Edition } from '@/generated/graphql';
import { EDITION_NAMES } from '@rules/editions';
import { ENLARGED_TEXT } from '@/components/ui/enlarged-text';
import { ParsedEnd, SHOWN_ONCE_PARSED } from '@/components/ui/shown-once-parsed';
import { type Crumb, useBreadcrumbCrumbs } from './breadcrumb-context';

/** With enlarged text the trail wraps instead: an ellipsis there left 「非…」 of each link. */
const WRAP_WHEN_ENLARGED = { [ENLARGED_TEXT]: { flexWrap: 'wrap' } };
const WHOLE_WHEN_ENLARGED = {
  [ENLARGED_TEXT]: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', flexShrink: 1 },
};

/**
 * Top page of the edition, then whatever the current page declared. One line: what does not fit
 * ends in an ellipsis, the current page's name first (the page's heading shows it in full), the
 * links only on the narrowest screens. Wrapped, a name that arrives with the page's data (a
 * category, a certificate number) made the trail taller and pushed the page down (layout shift).
 * With enlarged text, it wraps (ENLARGED_TEXT).
 */
export function Breadcrumb({ edition }: { edition: Edition }) {
  const pageCrumbs = useBreadcrumbCrumbs();
  const crumbs: Crumb[] = [
    { label: `${EDITION_NAMES[edition]}トップ`, to: paths.edition.index(edition) },
    ...pageCrumbs,
  ];
  return (
    <Box w="full" maxW="6xl" mx="auto" px="4" py="2" css={SHOWN_ONCE_PARSED}>
      <ChakraBreadcrumb.Root aria-label="パンくずリスト" size="sm">
        <ChakraBreadcrumb.List flexWrap="nowrap" css={WRAP_WHEN_ENLARGED}>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <Fragment key={`${index}-${crumb.label}`}>
                {/* Flex shrinks items by size times factor: the current name gives way until its
                    minimum, then the links. */}
                <ChakraBreadcrumb.Item
                  flexShrink={last ? 100_000 : 1}
                  minW="3em"
                  whiteSpace="nowrap"
                  css={WHOLE_WHEN_ENLARGED}
                >
                  {last || !crumb.to ? (
                    <ChakraBreadcrumb.CurrentLink display="block" minW="0" truncate css={WHOLE_WHEN_ENLARGED}>
                      {crumb.label}
                    </ChakraBreadcrumb.CurrentLink>
                  ) : (
                    <ChakraBreadcrumb.Link asChild display="block" minW="0" truncate css={WHOLE_WHEN_ENLARGED}>
                      <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                    </ChakraBreadcrumb.Link>
                  )}
                </ChakraBreadcrumb.Item>
                {last ? null : <ChakraBreadcrumb.Separator flexShrink={0} />}
              </Fragment>
            );
          })}
        </ChakraBreadcrumb.List>
      </ChakraBreadcrumb.Root>
      <ParsedEnd />
    </Box>
  );
}
