import { Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { useReportedError } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { DeletePage } from '@/components/layout/delete-page';
import { Summary } from '@/features/organizations/components/summary';
import { DeleteUserDocument, UserDetailDocument } from '@/generated/graphql';

/** /organization/users/{id}/delete: not oneself, not the last user (the server decides). */
export function UserDeletePage() {
  const id = Number(useParams().id);
  const { data, error } = useQuery(UserDetailDocument, id > 0 ? { variables: { id } } : skipToken);
  useReportedError(error);
  return (
    <DeletePage
      title="ユーザーの削除"
      item={data?.user}
      question={({ name, email }) => `「${name}（${email}）」を削除します。よろしいですか？`}
      backTo={paths.organization.profile.detail()}
      mutation={DeleteUserDocument}
      id={id}
      doneTo={paths.organization.profile.detail()}
      doneMessage="ユーザーを削除しました"
    >
      {(user) => (
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
        </>
      )}
    </DeletePage>
  );
}

export { UserDeletePage as Component };
