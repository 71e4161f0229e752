import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrganizationEditPage } from '@/features/organizations/components/organization-edit';

export function AdminOrganizationEditPage() {
  const id = Number(useParams().id);
  return (
    <OrganizationEditPage
      id={id}
      withFlags
      backPath={paths.admin.organizations.detail(id)}
      confirmPath={paths.admin.organizations.editConfirm(id)}
    />
  );
}

export { AdminOrganizationEditPage as Component };
