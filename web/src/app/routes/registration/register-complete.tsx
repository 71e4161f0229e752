import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { Page } from '@/components/layout/page';
import { usePublicStatus } from '@/lib/public-status';
import { RequireTerms } from './require-terms';

function RegisterComplete() {
  useBreadcrumb([{ label: '情報提供事業者 登録（完了）' }]);
  const edition = usePublicStatus();
  return (
    <Page title="情報提供事業者 登録（完了）">
      <Text>
        登録申請を受け付けました。運営者が内容を確認し、承認されるとメールでお知らせします。承認後にログインできるようになります。
      </Text>
      <Link asChild colorPalette="blue">
        <RouterLink to={paths.edition.index(edition)}>トップページへ戻る</RouterLink>
      </Link>
    </Page>
  );
}

export function RegisterCompletePage() {
  return (
    <RequireTerms>
      <RegisterComplete />
    </RequireTerms>
  );
}

export { RegisterCompletePage as Component };
