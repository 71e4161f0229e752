import { BaseEntity } from '../core/db/base.entity.js';
import type { EntityClassList } from '../core/db/entity-list.js';
import { authEntities } from '../modules/auth/index.js';
import { organizationsEntities } from '../modules/organizations/index.js';
import { usersEntities } from '../modules/users/index.js';
import { brandNamesEntities } from '../modules/brand-names/index.js';
import { evaluationOrganizationsEntities } from '../modules/evaluation-organizations/index.js';
import { sharedPasswordsEntities } from '../modules/shared-passwords/index.js';
import { linkCategoriesEntities } from '../modules/link-categories/index.js';
import { linksEntities } from '../modules/links/index.js';
import { informationEntities } from '../modules/information/index.js';
import { deviceRegistryEntities } from '../modules/device-registry/index.js';
import { deviceChangesEntities } from '../modules/device-changes/index.js';
import { deviceUploadsEntities } from '../modules/device-uploads/index.js';
import { certificatesEntities } from '../modules/certificates/index.js';

/** Every entity, listed explicitly: no folder scanning, so tsc output, swc and vitest all agree. */
export const entities: EntityClassList = [
  BaseEntity,
  ...authEntities,
  ...organizationsEntities,
  ...usersEntities,
  ...brandNamesEntities,
  ...evaluationOrganizationsEntities,
  ...sharedPasswordsEntities,
  ...linkCategoriesEntities,
  ...linksEntities,
  ...informationEntities,
  ...deviceRegistryEntities,
  ...deviceChangesEntities,
  ...deviceUploadsEntities,
  ...certificatesEntities,
];
