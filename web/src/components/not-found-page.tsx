import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePublicStatus } from '@/lib/public-status';

export function NotFoundPage() {
  const edition = usePublicStatus();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        ページが見つかりません
      </Heading>
      <Text>お探しのページは移動または削除された可能性があります。</Text>
      <Link asChild colorPalette="blue">
        <RouterLink to={paths.edition.index(edition)}>トップページへ戻る</RouterLink>
      </Link>
    </Stack>
  );
}
