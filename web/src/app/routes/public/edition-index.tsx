import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { SITE_TITLE } from '@/components/layout/header';
import { EDITION_LABELS, publicStatus } from '@/features/auth/stores/public-status';
import { NoticeList } from '@/features/information/components/notice-list';
import type { Edition } from '@/generated/graphql';

/** /house and /building: the edition's top page with the notices meant for it. */
function EditionIndex({ edition }: { edition: Edition }) {
  useEffect(() => {
    publicStatus.set(edition);
  }, [edition]);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {SITE_TITLE}（{EDITION_LABELS[edition]}）
        </Heading>
        <Text color="gray.600">省エネルギー性能に関する設備の登録情報と参考リンクをご覧いただけます。</Text>
      </Stack>
      <NoticeList audience={edition} />
    </Stack>
  );
}

export function HouseIndexPage() {
  return <EditionIndex edition="house" />;
}

export function BuildingIndexPage() {
  return <EditionIndex edition="building" />;
}
