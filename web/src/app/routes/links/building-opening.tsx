import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { BUILDING_OPENING_HEADING } from '@rules/page-titles';
import { publicLinksTrail } from '@/components/layout/breadcrumb/public-trail';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { ErrorList } from '@/components/ui/error-list';
import { Pager } from '@/components/ui/pager';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { EvaluatorPanel } from '@/features/links/components/evaluator-panel';
import { useSettledOnce } from '@/hooks/use-settled-once';
import { OrganizationLinksList } from '@/features/links/components/organization-links-list';
import {
  PublicLinksDocument,
  type LinkFieldsFragment,
  type OrganizationLinksFieldsFragment,
} from '@/generated/graphql';
import { usePublicEdition } from './use-public-edition';
import { PageHeading } from '@/components/layout/page-heading';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';
import { usePageParam } from '@/hooks/use-url-filters';

/** The building edition's openings: level2 開口部 of its envelope group. */
export const BUILDING_OPENING_LEVEL2 = '開口部';

function byCategoryThenOrganization(links: LinkFieldsFragment[]) {
  const categories = new Map<
    string,
    { name: string; organizations: Map<number | string, OrganizationLinksFieldsFragment> }
  >();
  for (const link of links) {
    const group = categories.get(link.category.code) ?? { name: link.category.name, organizations: new Map() };
    categories.set(link.category.code, group);
    const key = link.organizationName;
    const organization = group.organizations.get(key) ?? {
      __typename: 'OrganizationLinks' as const,
      organizationId: group.organizations.size + 1,
      organizationName: link.organizationName,
      links: [],
    };
    organization.links.push(link);
    group.organizations.set(key, organization);
  }
  return [...categories.entries()].map(([code, g]) => ({
    code,
    name: g.name,
    organizations: [...g.organizations.values()],
  }));
}

/** /building/links/opening: the makers' links for the building edition's opening categories. */
export function BuildingOpeningPage() {
  usePublicEdition('building');
  useBreadcrumb(publicLinksTrail('building', { categoryName: BUILDING_OPENING_LEVEL2 }));
  // The page is in the address: a pager link opens it in a new tab, and works before the scripts run.
  const [page, setPage] = usePageParam();
  const { data, loading, error } = useQuery(PublicLinksDocument, {
    variables: { filter: { type: 'building', level2: BUILDING_OPENING_LEVEL2, page } },
  });
  const groups = useMemo(() => byCategoryThenOrganization(data?.publicLinks.items ?? []), [data]);
  const answered = useSettledOnce(data !== undefined || error !== undefined);

  useEffect(() => errorList.clear(), []);
  useReportedError(error);

  return (
    <Stack gap="4">
      <PageHeading heading={BUILDING_OPENING_HEADING} description={PAGE_DESCRIPTIONS.buildingOpenings} />
      <Text>窓・ガラスなど開口部の製品情報を掲載している事業者とリンクです。</Text>
      <ErrorList />
      {loading ? <Skeleton height="24" /> : null}
      {data && groups.length === 0 ? (
        <Text color="fg.muted">開口部に掲載されているリンクはまだありません。</Text>
      ) : null}
      {data && data.publicLinks.total > 25 ? (
        <Pager total={data.publicLinks.total} page={page} onChange={setPage} />
      ) : null}
      {groups.map((group) => (
        <Box as="section" key={group.code} aria-label={group.name}>
          <Heading as="h2" size="md" mb="2">
            {group.name}
          </Heading>
          <OrganizationLinksList organizations={group.organizations} />
        </Box>
      ))}
      {answered && <EvaluatorPanel edition="building" />}
    </Stack>
  );
}
