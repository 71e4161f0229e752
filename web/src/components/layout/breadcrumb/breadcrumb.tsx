import { Box, Breadcrumb as ChakraBreadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Edition } from '@/generated/graphql';
import { EDITION_LABELS } from '@/lib/public-status';
import { type Crumb, useBreadcrumbCrumbs } from './breadcrumb-context';

/** Top page of the edition, then whatever the current page declared. */
export function Breadcrumb({ edition }: { edition: Edition }) {
  const pageCrumbs = useBreadcrumbCrumbs();
  const crumbs: Crumb[] = [
    { label: `${EDITION_LABELS[edition]}トップ`, to: paths.edition.index(edition) },
    ...pageCrumbs,
  ];
  return (
    <Box maxW="6xl" mx="auto" px="4" py="2">
      <ChakraBreadcrumb.Root aria-label="パンくずリスト" size="sm">
        <ChakraBreadcrumb.List>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <Fragment key={`${index}-${crumb.label}`}>
                <ChakraBreadcrumb.Item>
                  {last || !crumb.to ? (
                    <ChakraBreadcrumb.CurrentLink>{crumb.label}</ChakraBreadcrumb.CurrentLink>
                  ) : (
                    <ChakraBreadcrumb.Link asChild>
                      <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                    </ChakraBreadcrumb.Link>
                  )}
                </ChakraBreadcrumb.Item>
                {last ? null : <ChakraBreadcrumb.Separator />}
              </Fragment>
            );
          })}
        </ChakraBreadcrumb.List>
      </ChakraBreadcrumb.Root>
    </Box>
  );
}
