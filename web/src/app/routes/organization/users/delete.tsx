import { Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { useReportedError } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { useMutationThenGo } from '@/hooks/use-mutation-then-go';
import { DeleteActions, Page } from '@/components/layout/page';
import { Summary } from '@/features/organizations/components/summary';
import { DeleteUserDocument, UserDetailDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';

/** /organization/users/{id}/delete: not oneself, not the last user (the server decides). */
export function UserDeletePage() {
  const id = Number(useParams().id);
  const navigate = useAppNavigate();
  const { data, error } = useQuery(UserDetailDocument, id > 0 ? { variables: { id } } : skipToken);
  useReportedError(error);
  const user = data?.user;
  const [confirm, loading] = useMutationThenGo(DeleteUserDocument, {
    variables: { id },
    to: paths.organization.profile.detail(),
    message: 'ユーザーを削除しました',
  });
  return (
    <Page title="ユーザーの削除">
      {user ? (
        <>
          <Text>このユーザーを削除します。削除したユーザーはログインできなくなります。</Text>
          <Summary
            rows={[
              ['部署名', user.division],
              ['担当者名', user.name],
              ['電話番号', user.tel],
              ['メールアドレス', user.email],
            ]}
          />
          <DeleteActions
            title="ユーザーの削除"
            question={`「${user.name}（${user.email}）」を削除します。よろしいですか？`}
            loading={loading}
            onBack={() => void navigate(paths.organization.profile.detail())}
            onDelete={() => void confirm()}
          />
        </>
      ) : null}
    </Page>
  );
}

export { UserDeletePage as Component };
