import { paths } from '@/config/paths';
import { useAuthState } from '@/lib/auth-state';
import { OrganizationEditPage } from '@/features/organizations/components/organization-edit';

export function OrganizationProfileEditPage() {
  const id = useAuthState().organization?.id ?? 0;
  return (
    <OrganizationEditPage
      id={id}
      withFlags={false}
      backPath={paths.organization.profile.detail()}
      confirmPath={paths.organization.profile.editConfirm()}
    />
  );
}

export { OrganizationProfileEditPage as Component };
