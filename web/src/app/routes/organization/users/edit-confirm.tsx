import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { UserConfirm } from './user-confirm';

export function UserEditConfirmPage() {
  const id = Number(useParams().id);
  return (
    <UserConfirm
      id={id}
      title="ユーザーの編集（確認）"
      editPath={paths.organization.users.edit(id)}
      donePath={paths.organization.profile.detail()}
      doneFlash="ユーザー情報を更新しました"
    />
  );
}

export { UserEditConfirmPage as Component };
