import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/auth-state';
import { OrganizationEditConfirmPage } from '@/features/organizations/components/organization-edit';

export function OrganizationProfileEditConfirm() {
  const id = useAuthState().organization?.id ?? 0;
  return (
    <OrganizationEditConfirmPage
      title="事業者情報の編集（確認）"
      id={id}
      editPath={paths.organization.profile.edit()}
      donePath={paths.organization.profile.detail()}
    />
  );
}

export { OrganizationProfileEditConfirm as Component };
