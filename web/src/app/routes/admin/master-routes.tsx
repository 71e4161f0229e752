import type { RouteObject } from 'react-router-dom';

/** /admin/brand_names, shared_passwords, evaluation_organizations and information (SPEC §2), and mail_failures. */
const brandNames = () => import('./brand-names');
const sharedPasswords = () => import('./shared-passwords');
const evaluationOrganizations = () => import('./evaluation-organizations');
const information = () => import('./information');

export const adminMasterRoutes: RouteObject[] = [
  { path: 'brand_names', lazy: async () => ({ Component: (await brandNames()).BrandNameListPage }) },
  { path: 'brand_names/create', lazy: async () => ({ Component: (await brandNames()).BrandNameCreatePage }) },
  { path: 'brand_names/:id/edit', lazy: async () => ({ Component: (await brandNames()).BrandNameEditPage }) },
  { path: 'brand_names/:id/delete', lazy: async () => ({ Component: (await brandNames()).BrandNameDeletePage }) },
  { path: 'shared_passwords', lazy: async () => ({ Component: (await sharedPasswords()).SharedPasswordListPage }) },
  {
    path: 'shared_passwords/create',
    lazy: async () => ({ Component: (await sharedPasswords()).SharedPasswordCreatePage }),
  },
  {
    path: 'shared_passwords/:id/edit',
    lazy: async () => ({ Component: (await sharedPasswords()).SharedPasswordEditPage }),
  },
  {
    path: 'shared_passwords/:id/delete',
    lazy: async () => ({ Component: (await sharedPasswords()).SharedPasswordDeletePage }),
  },
  {
    path: 'evaluation_organizations',
    lazy: async () => ({ Component: (await evaluationOrganizations()).EvaluationOrganizationListPage }),
  },
  {
    path: 'evaluation_organizations/create',
    lazy: async () => ({ Component: (await evaluationOrganizations()).EvaluationOrganizationCreatePage }),
  },
  {
    path: 'evaluation_organizations/:id/edit',
    lazy: async () => ({ Component: (await evaluationOrganizations()).EvaluationOrganizationEditPage }),
  },
  {
    path: 'evaluation_organizations/:id/delete',
    lazy: async () => ({ Component: (await evaluationOrganizations()).EvaluationOrganizationDeletePage }),
  },
  { path: 'information', lazy: async () => ({ Component: (await information()).InformationListPage }) },
  { path: 'information/create', lazy: async () => ({ Component: (await information()).InformationCreatePage }) },
  { path: 'information/:id', lazy: async () => ({ Component: (await information()).InformationDetailPage }) },
  { path: 'information/:id/edit', lazy: async () => ({ Component: (await information()).InformationEditPage }) },
  { path: 'information/:id/delete', lazy: async () => ({ Component: (await information()).InformationDeletePage }) },
  { path: 'mail_failures', lazy: async () => ({ Component: (await import('./mail-failures')).MailFailuresPage }) },
];
