import type { OrganizationFieldsFragment } from '@/generated/graphql';
import { STATUS_LABELS } from '../labels';
import { formatDate } from '@/lib/format-date';
import { profileRows, Summary } from './summary';

/** An organization as stored: profile, state, flags and dates. */
export function OrganizationSummary({
  organization,
  showFlags = true,
}: {
  organization: OrganizationFieldsFragment;
  showFlags?: boolean;
}) {
  const rows = profileRows({ ...organization, type: String(organization.type) }, showFlags ? organization : null);
  rows.push(
    ['状態', STATUS_LABELS[organization.status]],
    ['登録日', formatDate(organization.createdAt)],
    ['承認日', formatDate(organization.approvedAt)],
  );
  return <Summary rows={rows} />;
}

export function profileValuesOf(organization: OrganizationFieldsFragment) {
  return {
    name: organization.name,
    postcode: organization.postcode,
    address: organization.address,
    tel: organization.tel,
    belongTo: organization.belongTo,
    message: organization.message,
    type: String(organization.type),
  };
}
