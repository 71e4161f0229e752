import { paths } from '@/config/paths';
import { UserConfirm } from './user-confirm';

export function UserCreateConfirmPage() {
  return (
    <UserConfirm
      id={null}
      title="ユーザーの追加（確認）"
      editPath={paths.organization.users.create()}
      donePath={paths.organization.users.createComplete()}
    />
  );
}

export { UserCreateConfirmPage as Component };
