import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** /organization/links/create/complete */
export function CreateLinkCompletePage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        リンク登録（完了）
      </Heading>
      <Text>リンクを登録しました。管理者の承認後に公開されます。</Text>
      <Button asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={paths.organization.links.list()}>リンク一覧へ</RouterLink>
      </Button>
    </Stack>
  );
}

export { CreateLinkCompletePage as Component };
