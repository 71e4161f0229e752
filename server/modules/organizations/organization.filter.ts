import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import type { InferType } from 'yup';
import { User } from '../users/user.entity.js';
import { MANAGER_FLAGS, Organization } from './organization.entity.js';
import { OrganizationDateType, type organizationFilterSchema } from './organization.inputs.js';
import { containsPattern } from '../../core/db/like.js';

export type OrganizationFilterValues = InferType<typeof organizationFilterSchema>;

const DAY_MS = 86_400_000;
const DATE_COLUMNS = {
  [OrganizationDateType.created_at]: 'createdAt',
  [OrganizationDateType.updated_at]: 'updatedAt',
  [OrganizationDateType.approved_at]: 'approvedAt',
} as const;

/** Start of a calendar day in Japan time (the portal's users are in Japan). */
const jstDay = (date: string) => new Date(`${date}T00:00:00+09:00`);

/**
 * The admin list filters as one SQL condition: type, status, keyword (name, address, tel or any
 * user's email, case-insensitive, wildcards literal), a date range on created/updated/approved
 * (whole days, Japan time, both ends inclusive; created_at when no date_type is given) and
 * device_manager (at least one manager flag).
 */
export function organizationWhere(em: EntityManager, filter: OrganizationFilterValues): FilterQuery<Organization> {
  const and: FilterQuery<Organization>[] = [];
  if (filter.type) and.push({ type: filter.type });
  if (filter.status) and.push({ status: filter.status as Organization['status'] });
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    const byEmail = em
      .createQueryBuilder(User, 'u')
      .select('u.organization_id')
      .where({ email: { $ilike: like } });
    and.push({
      $or: [
        { name: { $ilike: like } },
        { address: { $ilike: like } },
        { tel: { $ilike: like } },
        { id: { $in: byEmail.getKnexQuery() } },
      ],
    } as FilterQuery<Organization>);
  }
  if (filter.startDate || filter.finishDate) {
    const column =
      DATE_COLUMNS[(filter.dateType as OrganizationDateType | undefined) ?? OrganizationDateType.created_at];
    const range: Record<string, Date> = {};
    if (filter.startDate) range.$gte = jstDay(filter.startDate);
    if (filter.finishDate) range.$lt = new Date(jstDay(filter.finishDate).getTime() + DAY_MS);
    and.push({ [column]: range } as FilterQuery<Organization>);
  }
  if (filter.deviceManager) {
    and.push({ $or: MANAGER_FLAGS.map((flag) => ({ [flag]: true })) });
  }
  return and.length > 0 ? { $and: and } : {};
}
