import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Screen } from '@/components/layout/page';

/** /organization/links/create/complete */
export function CreateLinkCompletePage() {
  return (
    <Screen title="リンク登録（完了）">
      <Text>リンクを登録しました。管理者の承認後に公開されます。</Text>
      <Button asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={paths.organization.links.list()}>リンク一覧へ</RouterLink>
      </Button>
    </Screen>
  );
}

export { CreateLinkCompletePage as Component };
