import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Page } from '@/components/layout/page';

export function UserCreateCompletePage() {
  return (
    <Page title="ユーザーの追加（完了）">
      <Text>ユーザーを追加しました。追加したユーザーは、登録したメールアドレスとパスワードでログインできます。</Text>
      <Link asChild colorPalette="blue">
        <RouterLink to={paths.organization.profile.detail()}>事業者情報へ戻る</RouterLink>
      </Link>
    </Page>
  );
}

export { UserCreateCompletePage as Component };
