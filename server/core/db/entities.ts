import { BaseEntity } from './base.entity.js';
import { Session } from '../../modules/auth/session.entity.js';
import { ThrottleEvent } from '../../modules/auth/throttle-event.entity.js';
import { PasswordResetToken } from '../../modules/auth/password-reset-token.entity.js';
import { Organization } from '../../modules/organizations/organization.entity.js';
import { User } from '../../modules/users/user.entity.js';
import { BrandName } from '../../modules/brand-names/brand-name.entity.js';
import { EvaluationOrganization } from '../../modules/evaluation-organizations/evaluation-organization.entity.js';
import { SharedPassword } from '../../modules/shared-passwords/shared-password.entity.js';
import { Category } from '../../modules/link-categories/category.entity.js';
import { Link } from '../../modules/links/link.entity.js';
import { Information } from '../../modules/information/information.entity.js';
import { Device } from '../../modules/devices/device.entity.js';
import { DeviceStatusChange } from '../../modules/devices/device-status-change.entity.js';
import { DeviceChange } from '../../modules/devices/changes/device-change.entity.js';
import { UploadPreview } from '../../modules/devices/upload-preview.entity.js';
import { UploadProgress } from '../../modules/devices/upload-progress.entity.js';
import { Certificate } from '../../modules/certificates/certificate.entity.js';
import { StoredFile } from '../../modules/certificates/stored-file.entity.js';

/** Every entity, listed explicitly: no folder scanning, so tsc output, swc and vitest all agree. */
export const entities = [
  BaseEntity,
  Session,
  ThrottleEvent,
  PasswordResetToken,
  Organization,
  User,
  BrandName,
  EvaluationOrganization,
  SharedPassword,
  Category,
  Link,
  Information,
  Device,
  DeviceStatusChange,
  DeviceChange,
  UploadPreview,
  UploadProgress,
  Certificate,
  StoredFile,
];
