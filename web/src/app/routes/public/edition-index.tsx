import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { readUrlPage } from '@/hooks/use-url-filters';
import { useCallback, useEffect, useState } from 'react';
import { editionTopHeading } from '@rules/page-titles';
import { publicStatus } from '@/lib/public-status';
import { NoticeList } from '@/features/information/components/notice-list';
import { NewLinks } from '@/features/links';
import { EquipmentListLinks } from '@/features/public-devices';
import type { Edition } from '@/generated/graphql';
import { PageMeta } from '@/components/layout/page-meta';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

/** /house and /building: the edition's top page: the equipment lists, the reference links, notices and what is new. */
function EditionIndex({ edition }: { edition: Edition }) {
  useEffect(() => {
    publicStatus.set(edition);
  }, [edition]);
  const [noticesShown, setNoticesShown] = useState(false);
  const showNewLinks = useCallback(() => setNoticesShown(true), []);
  // The notices' page is the page's own (?page=n): each page is its own address.
  const noticesPage = readUrlPage(useSearchParams()[0]);
  return (
    <Stack gap="6">
      <PageMeta
        heading={editionTopHeading(edition)}
        description={PAGE_DESCRIPTIONS.editionTop(edition)}
        canonicalPath={`/${edition}${noticesPage > 1 ? `?page=${noticesPage}` : ''}`}
      />
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {editionTopHeading(edition)}
        </Heading>
        <Text color="gray.600">省エネルギー性能に関する設備の登録情報と参考リンクをご覧いただけます。</Text>
      </Stack>
      {/* What the page is for first, and what loads later below it: the notices' height is only
          known once they arrive, and content under them would jump (layout shift). The new links
          load meanwhile and show in the same frame as the notices, below them. */}
      <EquipmentListLinks />
      <Stack gap="2" as="section" aria-label="参考リンク">
        <Heading as="h2" size="md">
          参考リンク
        </Heading>
        <Link asChild colorPalette="blue">
          <RouterLink to={`/${edition}/links`}>カテゴリー別の参考リンク一覧へ</RouterLink>
        </Link>
      </Stack>
      <NoticeList audience={edition} onSettled={showNewLinks} pageInAddress />
      <Box hidden={!noticesShown}>
        <NewLinks edition={edition} />
      </Box>
    </Stack>
  );
}

export function HouseIndexPage() {
  return <EditionIndex edition="house" />;
}

export function BuildingIndexPage() {
  return <EditionIndex edition="building" />;
}
