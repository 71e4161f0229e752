/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BrandNameInput = {
  name: string;
  note?: string | null | undefined;
  organizationId: number;
};

/** house = 住宅版, building = 非住宅版 */
export type Edition =
  | 'building'
  | 'house';

export type EvaluationOrganizationInput = {
  name: string;
  number: string;
  /** Required on create; blank on update keeps the stored password. */
  password?: string | null | undefined;
  passwordConfirmation?: string | null | undefined;
};

export type InformationInput = {
  body: string;
  publishedAt: string;
  showType: InformationShowType;
  title: string;
};

/** house = 住宅版トップ, building = 非住宅版トップ, both = 両方, organization = 情報提供事業者 */
export type InformationShowType =
  | 'both'
  | 'building'
  | 'house'
  | 'organization';

export type LoginInput = {
  email: string;
  password: string;
  type: Edition;
};

export type ManagerFlagsInput = {
  cogenerationManager?: boolean | null | undefined;
  electricHeatPumpManager?: boolean | null | undefined;
  hybridWaterHeaterManager?: boolean | null | undefined;
  solarSystemManager?: boolean | null | undefined;
  solarWaterHeaterManager?: boolean | null | undefined;
};

/** house = 住宅版トップ (house + both), building = 非住宅版トップ (building + both), organization = 情報提供事業者 (signed in) */
export type NoticeAudience =
  | 'building'
  | 'house'
  | 'organization';

/** created_at = 登録日, updated_at = 更新日, approved_at = 承認日 */
export type OrganizationDateType =
  | 'approved_at'
  | 'created_at'
  | 'updated_at';

export type OrganizationFilter = {
  dateType?: OrganizationDateType | null | undefined;
  /** Only organizations with at least one manager flag */
  deviceManager?: boolean | null | undefined;
  /** YYYY-MM-DD (Japan time), inclusive */
  finishDate?: string | null | undefined;
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  /** YYYY-MM-DD (Japan time), inclusive */
  startDate?: string | null | undefined;
  status?: OrganizationStatus | null | undefined;
  type?: number | null | undefined;
};

export type OrganizationStatus =
  | 'approved'
  | 'disabled'
  | 'registered';

/** Profile fields; the manager flags are applied only for administrators. */
export type OrganizationUpdateInput = {
  address: string;
  /** "0" = 協会会員ではない, "1" = 協会会員 */
  belongTo?: string | null | undefined;
  cogenerationManager?: boolean | null | undefined;
  electricHeatPumpManager?: boolean | null | undefined;
  hybridWaterHeaterManager?: boolean | null | undefined;
  message?: string | null | undefined;
  name: string;
  postcode: string;
  solarSystemManager?: boolean | null | undefined;
  solarWaterHeaterManager?: boolean | null | undefined;
  tel: string;
  /** 1 = 製造事業者, 2 = 輸入・販売事業者 */
  type: number;
};

export type PasswordChangeInput = {
  newPassword: string;
  newPasswordConfirmation: string;
  oldPassword: string;
};

export type PasswordResetInput = {
  email: string;
  password: string;
  passwordConfirmation: string;
  token: string;
  type: Edition;
};

export type PasswordResetRequestInput = {
  email: string;
  type: Edition;
};

export type RegistrationInput = {
  organization: RegistrationOrganizationInput;
  user: RegistrationUserInput;
};

/** Registration: the five manager flags are accepted but always stored false. */
export type RegistrationOrganizationInput = {
  address: string;
  /** "0" = 協会会員ではない, "1" = 協会会員 */
  belongTo?: string | null | undefined;
  cogenerationManager?: boolean | null | undefined;
  electricHeatPumpManager?: boolean | null | undefined;
  hybridWaterHeaterManager?: boolean | null | undefined;
  message?: string | null | undefined;
  name: string;
  postcode: string;
  solarSystemManager?: boolean | null | undefined;
  solarWaterHeaterManager?: boolean | null | undefined;
  tel: string;
  /** 1 = 製造事業者, 2 = 輸入・販売事業者 */
  type: number;
  zipPassword: string;
  zipPasswordConfirmation: string;
};

/** The first user of a registering organization. */
export type RegistrationUserInput = {
  division?: string | null | undefined;
  email: string;
  emailConfirmation: string;
  name: string;
  password: string;
  passwordConfirmation: string;
  tel: string;
};

/** admin = 管理者, organization = 情報提供事業者 */
export type Role =
  | 'admin'
  | 'organization';

export type SharedPasswordInput = {
  name: string;
  note?: string | null | undefined;
  /** Required on create; blank on update keeps the stored password. */
  zipPassword?: string | null | undefined;
  zipPasswordConfirmation?: string | null | undefined;
};

/** A user of an organization (create). */
export type UserInput = {
  division?: string | null | undefined;
  email: string;
  emailConfirmation: string;
  name: string;
  password: string;
  passwordConfirmation: string;
  tel: string;
};

/** A user of an organization (edit); the password changes only when given. */
export type UserUpdateInput = {
  division?: string | null | undefined;
  email: string;
  emailConfirmation: string;
  name: string;
  password?: string | null | undefined;
  passwordConfirmation?: string | null | undefined;
  tel: string;
};

export type ZipPasswordChangeInput = {
  newZipPassword: string;
  newZipPasswordConfirmation: string;
  oldZipPassword: string;
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'Viewer', edition: Edition, user: { __typename: 'User', id: number, role: Role, name: string, division: string, tel: string, email: string, organization: { __typename: 'Organization', id: number, name: string, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean } | null } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'Viewer', edition: Edition, user: { __typename: 'User', id: number, role: Role, name: string, division: string, tel: string, email: string, organization: { __typename: 'Organization', id: number, name: string, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean } | null } } | null };

export type ViewerOrganizationFragment = { __typename: 'Organization', id: number, name: string, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean };

export type ViewerUserFragment = { __typename: 'User', id: number, role: Role, name: string, division: string, tel: string, email: string, organization: { __typename: 'Organization', id: number, name: string, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean } | null };

export type ViewerFieldsFragment = { __typename: 'Viewer', edition: Edition, user: { __typename: 'User', id: number, role: Role, name: string, division: string, tel: string, email: string, organization: { __typename: 'Organization', id: number, name: string, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean } | null } };

export type BrandNameFieldsFragment = { __typename: 'BrandName', id: number, name: string, note: string, organization: { __typename: 'Organization', id: number, name: string } };

export type BrandNamesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type BrandNamesQuery = { __typename: 'Query', brandNames: { __typename: 'BrandNamePage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'BrandName', id: number, name: string, note: string, organization: { __typename: 'Organization', id: number, name: string } }> } };

export type BrandNameQueryVariables = Exact<{
  id: number;
}>;


export type BrandNameQuery = { __typename: 'Query', brandName: { __typename: 'BrandName', id: number, name: string, note: string, organization: { __typename: 'Organization', id: number, name: string } } };

export type BrandNameOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandNameOrganizationsQuery = { __typename: 'Query', brandNameOrganizations: Array<{ __typename: 'Organization', id: number, name: string }> };

export type CreateBrandNameMutationVariables = Exact<{
  input: BrandNameInput;
}>;


export type CreateBrandNameMutation = { __typename: 'Mutation', createBrandName: { __typename: 'BrandName', id: number, name: string, note: string, organization: { __typename: 'Organization', id: number, name: string } } };

export type UpdateBrandNameMutationVariables = Exact<{
  id: number;
  input: BrandNameInput;
}>;


export type UpdateBrandNameMutation = { __typename: 'Mutation', updateBrandName: { __typename: 'BrandName', id: number, name: string, note: string, organization: { __typename: 'Organization', id: number, name: string } } };

export type DeleteBrandNameMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBrandNameMutation = { __typename: 'Mutation', deleteBrandName: boolean };

export type EvaluationOrganizationFieldsFragment = { __typename: 'EvaluationOrganization', id: number, name: string, number: string, updatedAt: string };

export type EvaluationOrganizationsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type EvaluationOrganizationsQuery = { __typename: 'Query', evaluationOrganizations: { __typename: 'EvaluationOrganizationPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'EvaluationOrganization', id: number, name: string, number: string, updatedAt: string }> } };

export type EvaluationOrganizationQueryVariables = Exact<{
  id: number;
}>;


export type EvaluationOrganizationQuery = { __typename: 'Query', evaluationOrganization: { __typename: 'EvaluationOrganization', id: number, name: string, number: string, updatedAt: string } };

export type CreateEvaluationOrganizationMutationVariables = Exact<{
  input: EvaluationOrganizationInput;
}>;


export type CreateEvaluationOrganizationMutation = { __typename: 'Mutation', createEvaluationOrganization: { __typename: 'EvaluationOrganization', id: number, name: string, number: string, updatedAt: string } };

export type UpdateEvaluationOrganizationMutationVariables = Exact<{
  id: number;
  input: EvaluationOrganizationInput;
}>;


export type UpdateEvaluationOrganizationMutation = { __typename: 'Mutation', updateEvaluationOrganization: { __typename: 'EvaluationOrganization', id: number, name: string, number: string, updatedAt: string } };

export type DeleteEvaluationOrganizationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteEvaluationOrganizationMutation = { __typename: 'Mutation', deleteEvaluationOrganization: boolean };

export type InformationFieldsFragment = { __typename: 'Information', id: number, title: string, body: string, showType: InformationShowType, publishedAt: string };

export type InformationListQueryVariables = Exact<{
  page?: number | null | undefined;
  showType?: InformationShowType | null | undefined;
}>;


export type InformationListQuery = { __typename: 'Query', informationList: { __typename: 'InformationPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Information', id: number, title: string, body: string, showType: InformationShowType, publishedAt: string }> } };

export type InformationQueryVariables = Exact<{
  id: number;
}>;


export type InformationQuery = { __typename: 'Query', information: { __typename: 'Information', id: number, title: string, body: string, showType: InformationShowType, publishedAt: string } };

export type NoticesQueryVariables = Exact<{
  audience: NoticeAudience;
  page?: number | null | undefined;
}>;


export type NoticesQuery = { __typename: 'Query', notices: { __typename: 'InformationPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Information', id: number, title: string, body: string, showType: InformationShowType, publishedAt: string }> } };

export type CreateInformationMutationVariables = Exact<{
  input: InformationInput;
}>;


export type CreateInformationMutation = { __typename: 'Mutation', createInformation: { __typename: 'Information', id: number, title: string, body: string, showType: InformationShowType, publishedAt: string } };

export type UpdateInformationMutationVariables = Exact<{
  id: number;
  input: InformationInput;
}>;


export type UpdateInformationMutation = { __typename: 'Mutation', updateInformation: { __typename: 'Information', id: number, title: string, body: string, showType: InformationShowType, publishedAt: string } };

export type DeleteInformationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInformationMutation = { __typename: 'Mutation', deleteInformation: boolean };

export type OrganizationFieldsFragment = { __typename: 'Organization', id: number, name: string, postcode: string, address: string, tel: string, belongTo: string, message: string, type: number, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean, approvedAt: string | null, createdAt: string, updatedAt: string };

export type OrganizationUserFieldsFragment = { __typename: 'User', id: number, division: string, name: string, tel: string, email: string, lockedAt: string | null, lastLoginAt: string | null };

export type RegisterMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type RegisterMutation = { __typename: 'Mutation', register: { __typename: 'Organization', id: number, status: OrganizationStatus } };

export type OrganizationsQueryVariables = Exact<{
  filter?: OrganizationFilter | null | undefined;
}>;


export type OrganizationsQuery = { __typename: 'Query', organizations: { __typename: 'OrganizationPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'Organization', id: number, name: string, postcode: string, address: string, tel: string, belongTo: string, message: string, type: number, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean, approvedAt: string | null, createdAt: string, updatedAt: string }> } };

export type OrganizationDetailQueryVariables = Exact<{
  id: number;
}>;


export type OrganizationDetailQuery = { __typename: 'Query', organization: { __typename: 'Organization', id: number, name: string, postcode: string, address: string, tel: string, belongTo: string, message: string, type: number, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean, approvedAt: string | null, createdAt: string, updatedAt: string, users: Array<{ __typename: 'User', id: number, division: string, name: string, tel: string, email: string, lockedAt: string | null, lastLoginAt: string | null }> } };

export type UpdateOrganizationMutationVariables = Exact<{
  id: number;
  input: OrganizationUpdateInput;
}>;


export type UpdateOrganizationMutation = { __typename: 'Mutation', updateOrganization: { __typename: 'Organization', id: number, name: string, postcode: string, address: string, tel: string, belongTo: string, message: string, type: number, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean, approvedAt: string | null, createdAt: string, updatedAt: string } };

export type ApproveOrganizationMutationVariables = Exact<{
  id: number;
  input: ManagerFlagsInput;
}>;


export type ApproveOrganizationMutation = { __typename: 'Mutation', approveOrganization: { __typename: 'Organization', id: number, name: string, postcode: string, address: string, tel: string, belongTo: string, message: string, type: number, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean, approvedAt: string | null, createdAt: string, updatedAt: string } };

export type DisableOrganizationMutationVariables = Exact<{
  id: number;
}>;


export type DisableOrganizationMutation = { __typename: 'Mutation', disableOrganization: { __typename: 'Organization', id: number, name: string, postcode: string, address: string, tel: string, belongTo: string, message: string, type: number, status: OrganizationStatus, cogenerationManager: boolean, hybridWaterHeaterManager: boolean, electricHeatPumpManager: boolean, solarSystemManager: boolean, solarWaterHeaterManager: boolean, approvedAt: string | null, createdAt: string, updatedAt: string } };

export type DeleteOrganizationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteOrganizationMutation = { __typename: 'Mutation', deleteOrganization: boolean };

export type ChangeZipPasswordMutationVariables = Exact<{
  id: number;
  input: ZipPasswordChangeInput;
}>;


export type ChangeZipPasswordMutation = { __typename: 'Mutation', changeZipPassword: boolean };

export type SharedPasswordFieldsFragment = { __typename: 'SharedPassword', id: number, name: string, note: string, updatedAt: string };

export type SharedPasswordsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type SharedPasswordsQuery = { __typename: 'Query', sharedPasswords: { __typename: 'SharedPasswordPage', total: number, page: number, pageSize: number, items: Array<{ __typename: 'SharedPassword', id: number, name: string, note: string, updatedAt: string }> } };

export type SharedPasswordQueryVariables = Exact<{
  id: number;
}>;


export type SharedPasswordQuery = { __typename: 'Query', sharedPassword: { __typename: 'SharedPassword', id: number, name: string, note: string, updatedAt: string } };

export type CreateSharedPasswordMutationVariables = Exact<{
  input: SharedPasswordInput;
}>;


export type CreateSharedPasswordMutation = { __typename: 'Mutation', createSharedPassword: { __typename: 'SharedPassword', id: number, name: string, note: string, updatedAt: string } };

export type UpdateSharedPasswordMutationVariables = Exact<{
  id: number;
  input: SharedPasswordInput;
}>;


export type UpdateSharedPasswordMutation = { __typename: 'Mutation', updateSharedPassword: { __typename: 'SharedPassword', id: number, name: string, note: string, updatedAt: string } };

export type DeleteSharedPasswordMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSharedPasswordMutation = { __typename: 'Mutation', deleteSharedPassword: boolean };

export type UserDetailQueryVariables = Exact<{
  id: number;
}>;


export type UserDetailQuery = { __typename: 'Query', user: { __typename: 'User', id: number, division: string, name: string, tel: string, email: string } };

export type CreateUserMutationVariables = Exact<{
  input: UserInput;
}>;


export type CreateUserMutation = { __typename: 'Mutation', createUser: { __typename: 'User', id: number, name: string, email: string } };

export type UpdateUserMutationVariables = Exact<{
  id: number;
  input: UserUpdateInput;
}>;


export type UpdateUserMutation = { __typename: 'Mutation', updateUser: { __typename: 'User', id: number, division: string, name: string, tel: string, email: string } };

export type DeleteUserMutationVariables = Exact<{
  id: number;
}>;


export type DeleteUserMutation = { __typename: 'Mutation', deleteUser: boolean };

export type ChangePasswordMutationVariables = Exact<{
  id: number;
  input: PasswordChangeInput;
}>;


export type ChangePasswordMutation = { __typename: 'Mutation', changePassword: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestPasswordResetMutation = { __typename: 'Mutation', requestPasswordReset: string };

export type ResetPasswordMutationVariables = Exact<{
  input: PasswordResetInput;
}>;


export type ResetPasswordMutation = { __typename: 'Mutation', resetPassword: string };

export const ViewerOrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerOrganization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}}]}}]} as unknown as DocumentNode<ViewerOrganizationFragment, unknown>;
export const ViewerUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerOrganization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerOrganization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}}]}}]} as unknown as DocumentNode<ViewerUserFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerOrganization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerOrganization"}}]}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const BrandNameFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrandName"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BrandNameFieldsFragment, unknown>;
export const EvaluationOrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EvaluationOrganizationFieldsFragment, unknown>;
export const InformationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Information"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"showType"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<InformationFieldsFragment, unknown>;
export const OrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"belongTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrganizationFieldsFragment, unknown>;
export const OrganizationUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<OrganizationUserFieldsFragment, unknown>;
export const SharedPasswordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SharedPasswordFieldsFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerOrganization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerOrganization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerUser"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerOrganization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerOrganization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerUser"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const BrandNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandNames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandNameFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrandName"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BrandNamesQuery, BrandNamesQueryVariables>;
export const BrandNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrandName"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BrandNameQuery, BrandNameQueryVariables>;
export const BrandNameOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandNameOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandNameOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BrandNameOrganizationsQuery, BrandNameOrganizationsQueryVariables>;
export const CreateBrandNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBrandName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBrandName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrandName"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateBrandNameMutation, CreateBrandNameMutationVariables>;
export const UpdateBrandNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBrandName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBrandName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrandName"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateBrandNameMutation, UpdateBrandNameMutationVariables>;
export const DeleteBrandNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBrandName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBrandName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBrandNameMutation, DeleteBrandNameMutationVariables>;
export const EvaluationOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluationOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationOrganizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationOrganizationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EvaluationOrganizationsQuery, EvaluationOrganizationsQueryVariables>;
export const EvaluationOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvaluationOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evaluationOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationOrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EvaluationOrganizationQuery, EvaluationOrganizationQueryVariables>;
export const CreateEvaluationOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEvaluationOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvaluationOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationOrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateEvaluationOrganizationMutation, CreateEvaluationOrganizationMutationVariables>;
export const UpdateEvaluationOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEvaluationOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvaluationOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvaluationOrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateEvaluationOrganizationMutation, UpdateEvaluationOrganizationMutationVariables>;
export const DeleteEvaluationOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEvaluationOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvaluationOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEvaluationOrganizationMutation, DeleteEvaluationOrganizationMutationVariables>;
export const InformationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InformationList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InformationShowType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"informationList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"showType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InformationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Information"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"showType"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<InformationListQuery, InformationListQueryVariables>;
export const InformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Information"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"information"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InformationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Information"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"showType"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<InformationQuery, InformationQueryVariables>;
export const NoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeAudience"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InformationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Information"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"showType"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<NoticesQuery, NoticesQueryVariables>;
export const CreateInformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInformation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InformationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InformationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Information"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"showType"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<CreateInformationMutation, CreateInformationMutationVariables>;
export const UpdateInformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInformation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InformationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InformationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Information"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"showType"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<UpdateInformationMutation, UpdateInformationMutationVariables>;
export const DeleteInformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInformation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteInformationMutation, DeleteInformationMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const OrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"belongTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrganizationsQuery, OrganizationsQueryVariables>;
export const OrganizationDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"belongTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<OrganizationDetailQuery, OrganizationDetailQueryVariables>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"belongTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const ApproveOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagerFlagsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"belongTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ApproveOrganizationMutation, ApproveOrganizationMutationVariables>;
export const DisableOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"belongTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DisableOrganizationMutation, DisableOrganizationMutationVariables>;
export const DeleteOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOrganizationMutation, DeleteOrganizationMutationVariables>;
export const ChangeZipPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeZipPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ZipPasswordChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeZipPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeZipPasswordMutation, ChangeZipPasswordMutationVariables>;
export const SharedPasswordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedPasswords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedPasswords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPasswordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SharedPasswordsQuery, SharedPasswordsQueryVariables>;
export const SharedPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPasswordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SharedPasswordQuery, SharedPasswordQueryVariables>;
export const CreateSharedPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSharedPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSharedPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPasswordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateSharedPasswordMutation, CreateSharedPasswordMutationVariables>;
export const UpdateSharedPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSharedPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSharedPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPasswordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateSharedPasswordMutation, UpdateSharedPasswordMutationVariables>;
export const DeleteSharedPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSharedPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSharedPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSharedPasswordMutation, DeleteSharedPasswordMutationVariables>;
export const UserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UserDetailQuery, UserDetailQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;