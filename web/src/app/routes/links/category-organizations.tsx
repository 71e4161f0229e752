import { LINK_MESSAGES } from '@rules/link-fields';
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { publicLinksTrail } from '@/components/layout/breadcrumb/public-trail';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { ErrorList } from '@/components/ui/error-list';
import { errorList } from '@/components/ui/error-list-store';
import { EvaluatorPanel } from '@/features/links/components/evaluator-panel';
import { useSettledOnce } from '@/hooks/use-settled-once';
import { OrganizationLinksList } from '@/features/links/components/organization-links-list';
import { categoryPathOnPage } from '@rules/link-labels';
import { EDITION_NAMES } from '@rules/editions';
import { selectCategory } from '@/features/links/stores/links-state';
import { CategoryOrganizationsDocument, type Edition } from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';
import { usePublicEdition } from './use-public-edition';
import { PageMeta } from '@/components/layout/page-meta';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';
import { categoryPath } from '@rules/link-labels';

/** /{edition}/links/organizations/{categoryCode}: the makers with approved links in one category. */
export function CategoryOrganizationsPage({ edition }: { edition: Edition }) {
  usePublicEdition(edition);
  const { categoryCode = '' } = useParams();
  const { data, loading, error } = useQuery(CategoryOrganizationsDocument, { variables: { categoryCode } });
  const found = data?.categoryOrganizations.category;
  const answered = useSettledOnce(data !== undefined || error !== undefined);
  const wrongEdition = found !== undefined && found.type !== edition;
  // Another edition's category is this page's 404: it names no crumb and is not remembered.
  const category = wrongEdition ? undefined : found;
  useBreadcrumb(publicLinksTrail(edition, { categoryName: category?.name }));

  useEffect(() => errorList.clear(), [categoryCode]);
  useEffect(() => {
    if (category) selectCategory(category.code);
  }, [category]);

  const notFound = error?.message === LINK_MESSAGES.categoryUnknown || wrongEdition;
  useEffect(() => {
    if (error && !notFound) errorList.update(error);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  // Until the first answer, a placeholder alone: the category's name (the heading, often two lines
  // on a phone) and its makers arrive together and push nothing down.
  if (!answered) return <Skeleton height="24" />;

  return (
    <Stack gap="4">
      <PageMeta
        heading={category ? category.name : '参考リンク'}
        description={category ? PAGE_DESCRIPTIONS.categoryMakers(edition, categoryPath(category)) : undefined}
      />
      <Heading as="h1" size="lg">
        {category ? category.name : '参考リンク'}
      </Heading>
      {category ? (
        <Text color="fg.muted" fontSize="sm">
          {EDITION_NAMES[edition]}：{categoryPathOnPage(category)}
        </Text>
      ) : null}
      <ErrorList />
      {loading ? <Skeleton height="24" /> : null}
      <Heading as="h2" size="md">
        掲載事業者
      </Heading>
      {data ? (
        <OrganizationLinksList
          organizations={data.categoryOrganizations.organizations}
          empty="このカテゴリーに掲載されているリンクはまだありません。"
        />
      ) : null}
      <EvaluatorPanel edition={edition} categoryCodes={category ? [category.code] : undefined} />
    </Stack>
  );
}

export const HouseCategoryOrganizationsPage = () => <CategoryOrganizationsPage edition="house" />;
export const BuildingCategoryOrganizationsPage = () => <CategoryOrganizationsPage edition="building" />;
