import { paths } from '@/config/paths';
import type { Edition } from '@/generated/graphql';

export function organizationsPath(edition: Edition, categoryCode: string): string {
  return edition === 'house' ? paths.house.organizations(categoryCode) : paths.building.organizations(categoryCode);
}
