import type { Edition, Role } from '@/generated/graphql';
import { type DeviceCategory, deviceCategory } from './device-categories';

type Id = number | string;

/** Collapses repeated slashes (SPEC §8: double slashes in pushed paths are collapsed). */
export function collapseSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}

/** list / create / {id}/edit / {id}/delete, shared by the admin master screens. */
function crudPaths(base: string) {
  return {
    list: () => base,
    create: () => `${base}/create`,
    edit: (id: Id) => `${base}/${id}/edit`,
    delete: (id: Id) => `${base}/${id}/delete`,
  };
}

/** Entry, confirm and complete steps of the organization's create/edit flows. */
function entryFlowPaths(base: string) {
  return {
    create: () => `${base}/create`,
    createConfirm: () => `${base}/create/confirm`,
    createComplete: () => `${base}/create/complete`,
    edit: (id: Id) => `${base}/${id}/edit`,
    editConfirm: (id: Id) => `${base}/${id}/edit/confirm`,
    delete: (id: Id) => `${base}/${id}/delete`,
  };
}

const adminDevicePaths = (category: DeviceCategory) => {
  const base = `/admin/${category}`;
  return {
    list: () => base,
    detail: (id: Id) => `${base}/${id}`,
    delete: (id: Id) => `${base}/${id}/delete`,
    approveEnabled: (id: Id) => `${base}/${id}/approved/enabled`,
  };
};

const organizationDevicePaths = (category: DeviceCategory) => {
  const base = `/organization/${category}`;
  return {
    list: () => base,
    upload: () => `${base}/upload`,
    uploadConfirm: () => `${base}/upload/confirm`,
    detail: (id: Id) => `${base}/${id}`,
    updatePublishDate: (id: Id) => `${base}/${id}/update/publish_date`,
    delete: (id: Id) => `${base}/${id}/delete`,
    statusPublished: (id: Id) => `${base}/${id}/status/published`,
    statusPublishedCancel: (id: Id) => `${base}/${id}/status/published/cancel`,
    statusCanceled: (id: Id) => `${base}/${id}/status/canceled`,
  };
};

/** Every route of SPEC §2, as functions so callers never hand-build paths. */
export const paths = {
  root: () => '/',
  top: () => '/top',
  house: {
    index: () => '/house',
    links: () => '/house/links',
    openingDoor: () => '/house/links/opening/door',
    openingWindow: () => '/house/links/opening/window',
    organizations: (categoryCode: string) => `/house/links/organizations/${categoryCode}`,
  },
  building: {
    index: () => '/building',
    links: () => '/building/links',
    opening: () => '/building/links/opening',
    organizations: (categoryCode: string) => `/building/links/organizations/${categoryCode}`,
  },
  edition: {
    index: (edition: Edition) => `/${edition}`,
    links: (edition: Edition) => `/${edition}/links`,
  },
  publicDevices: {
    list: (category: DeviceCategory) => `/${deviceCategory(category).publicSlug}`,
    detail: (category: DeviceCategory, id: Id) => `/${deviceCategory(category).publicSlug}/${id}`,
  },
  guide: () => '/organization/guide',
  register: {
    entry: () => '/organization/register',
    confirm: () => '/organization/register/confirm',
    complete: () => '/organization/register/complete',
  },
  login: (edition: Edition) => `/login/${edition}`,
  logout: () => '/logout',
  /** Where a signed-in user belongs: administrators organization management, organization users their profile. */
  home: (role: Role) => (role === 'admin' ? '/admin/organizations' : '/organization/organization'),
  password: {
    change: () => '/password',
    email: () => '/password/email',
    reset: (type: Edition, token: string) => `/password/reset/${type}/${token}`,
  },
  admin: {
    brandNames: crudPaths('/admin/brand_names'),
    evaluationOrganizations: crudPaths('/admin/evaluation_organizations'),
    mailFailures: () => '/admin/mail_failures',
    sharedPasswords: crudPaths('/admin/shared_passwords'),
    information: { ...crudPaths('/admin/information'), detail: (id: Id) => `/admin/information/${id}` },
    links: {
      list: () => '/admin/links',
      approveEnabled: (id: Id) => `/admin/links/${id}/approved/enabled`,
      approveDisabled: (id: Id) => `/admin/links/${id}/approved/disabled`,
      delete: (id: Id) => `/admin/links/${id}/delete`,
    },
    organizations: {
      list: () => '/admin/organizations',
      detail: (id: Id) => `/admin/organizations/${id}`,
      approveEnabled: (id: Id) => `/admin/organizations/${id}/approved/enabled`,
      approveDisabled: (id: Id) => `/admin/organizations/${id}/approved/disabled`,
      edit: (id: Id) => `/admin/organizations/${id}/edit`,
      editConfirm: (id: Id) => `/admin/organizations/${id}/edit/confirm`,
      delete: (id: Id) => `/admin/organizations/${id}/delete`,
    },
    devices: adminDevicePaths,
  },
  organization: {
    devices: organizationDevicePaths,
    profile: {
      detail: () => '/organization/organization',
      edit: () => '/organization/organization/edit',
      editConfirm: () => '/organization/organization/edit/confirm',
      zipPasswordEdit: () => '/organization/organization/zip_password/edit',
    },
    users: entryFlowPaths('/organization/users'),
    links: { list: () => '/organization/links', ...entryFlowPaths('/organization/links') },
  },
} as const;
