import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrganizationEditConfirmPage } from '@/features/organizations/components/organization-edit';

export function AdminOrganizationEditConfirm() {
  const id = Number(useParams().id);
  return (
    <OrganizationEditConfirmPage
      id={id}
      editPath={paths.admin.organizations.edit(id)}
      donePath={paths.admin.organizations.detail(id)}
    />
  );
}

export { AdminOrganizationEditConfirm as Component };
