import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NOT_FOUND_HEADING, NOT_FOUND_TEXT } from '@rules/page-titles';
import { paths } from '@/config/paths';
import { usePublicStatus } from '@/lib/public-status';
import { PageHeading } from '@/components/layout/page-heading';
import { useRenderStatus } from '@/lib/render-status';

export function NotFoundPage() {
  const edition = usePublicStatus();
  useRenderStatus(404);
  return (
    <Stack gap="4">
      <PageHeading heading={NOT_FOUND_HEADING} description={NOT_FOUND_TEXT} canonicalPath={null} />
      <Text>{NOT_FOUND_TEXT}</Text>
      <Link asChild colorPalette="blue">
        <RouterLink to={paths.edition.index(edition)}>トップページへ戻る</RouterLink>
      </Link>
    </Stack>
  );
}
