import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/auth-state';
import { OrganizationEditConfirmPage } from '@/features/organizations/components/organization-edit';

export function OrganizationProfileEditConfirm() {
  const id = useAuthState().organization?.id ?? 0;
  return (
    <OrganizationEditConfirmPage
      id={id}
      editPath={paths.organization.profile.edit()}
      donePath={paths.organization.profile.detail()}
    />
  );
}

export { OrganizationProfileEditConfirm as Component };
