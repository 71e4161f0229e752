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

export type DeviceCategory =
  | 'cogeneration_systems'
  | 'electric_heat_pumps'
  | 'hybrid_water_heaters'
  | 'solar_systems'
  | 'solar_water_heaters';

export type DeviceStatus =
  | 'cancel_requested'
  | 'canceled'
  | 'publish_requested'
  | 'published'
  | 'registered';

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

/** house = 住宅版トップ (house + both), building = 非住宅版トップ (building + both), organization = 情報提供事業者 (signed in) */
export type NoticeAudience =
  | 'building'
  | 'house'
  | 'organization';

export type OrganizationStatus =
  | 'approved'
  | 'disabled'
  | 'registered';

/** 公開機器一覧の絞り込み (text is trimmed) */
export type PublicDeviceFilter = {
  /** ブランド名 (exact, from publicBrandNames) */
  brandName?: string | null | undefined;
  /** Include canceled (取消済) devices */
  includeExpired?: boolean | null | undefined;
  /** 公開日 from (YYYY-MM-DD) */
  publishDateFrom?: string | null | undefined;
  /** 発売予定年月日 from (YYYY-MM-DD) */
  releaseDateFrom?: string | null | undefined;
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

export type PublicDeviceListQueryVariables = Exact<{
  category: DeviceCategory;
  filter?: PublicDeviceFilter | null | undefined;
  page?: number | null | undefined;
}>;


export type PublicDeviceListQuery = { __typename: 'Query', publicCategory: { __typename: 'PublicCategory', label: string, apiResource: string, identifyingFields: Array<{ __typename: 'PublicFieldLabel', key: string, label: string }> }, publicBrandNames: Array<{ __typename: 'PublicBrandName', id: number, name: string }>, publicDevices: { __typename: 'PublicDevicePage', total: number, page: number, pageSize: number, lastUpdate: string | null, items: Array<
      | { __typename: 'CogenerationSystem', puNumber: string | null, tuNumber: string | null, bbNumber: string | null, id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string } }
      | { __typename: 'ElectricHeatPump', systemNumber: string | null, id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string } }
      | { __typename: 'HybridWaterHeater', puNumber: string | null, tuNumber: string | null, bbNumber: string | null, id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string } }
      | { __typename: 'SolarSystem', systemType: string | null, heatCollectorType: string | null, heatStorageTankType: string | null, id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string } }
      | { __typename: 'SolarWaterHeater', systemType: string | null, id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string } }
    > } };

export type PublicDeviceSheetQueryVariables = Exact<{
  category: DeviceCategory;
  id: number;
  includeExpired?: boolean | null | undefined;
}>;


export type PublicDeviceSheetQuery = { __typename: 'Query', publicCategory: { __typename: 'PublicCategory', label: string }, publicDeviceSheet: { __typename: 'PublicDeviceSheet', certificateFileUrl: string | null, device:
      | { __typename: 'CogenerationSystem', id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string }, organization: { __typename: 'Organization', id: number, name: string }, certificate: { __typename: 'Certificate', id: number, fileName: string, size: number } | null }
      | { __typename: 'ElectricHeatPump', id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string }, organization: { __typename: 'Organization', id: number, name: string }, certificate: { __typename: 'Certificate', id: number, fileName: string, size: number } | null }
      | { __typename: 'HybridWaterHeater', id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string }, organization: { __typename: 'Organization', id: number, name: string }, certificate: { __typename: 'Certificate', id: number, fileName: string, size: number } | null }
      | { __typename: 'SolarSystem', id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string }, organization: { __typename: 'Organization', id: number, name: string }, certificate: { __typename: 'Certificate', id: number, fileName: string, size: number } | null }
      | { __typename: 'SolarWaterHeater', id: number, status: DeviceStatus, releaseDate: string, publishDate: string | null, certificateNumber: string, canceledAt: string | null, brandName: { __typename: 'BrandName', id: number, name: string }, organization: { __typename: 'Organization', id: number, name: string }, certificate: { __typename: 'Certificate', id: number, fileName: string, size: number } | null }
    , fields: Array<{ __typename: 'PublicDeviceField', key: string, label: string, unit: string | null, value: string, group: string }>, history: Array<{ __typename: 'DeviceStatusChange', id: number, toStatus: DeviceStatus, reasons: Array<string>, canceledAt: string | null, createdAt: string }> } };

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

export const ViewerOrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerOrganization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}}]}}]} as unknown as DocumentNode<ViewerOrganizationFragment, unknown>;
export const ViewerUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerOrganization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerOrganization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}}]}}]} as unknown as DocumentNode<ViewerUserFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerOrganization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cogenerationManager"}},{"kind":"Field","name":{"kind":"Name","value":"hybridWaterHeaterManager"}},{"kind":"Field","name":{"kind":"Name","value":"electricHeatPumpManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarSystemManager"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeaterManager"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"division"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerOrganization"}}]}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const BrandNameFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BrandName"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BrandNameFieldsFragment, unknown>;
export const EvaluationOrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvaluationOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvaluationOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EvaluationOrganizationFieldsFragment, unknown>;
export const InformationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Information"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"showType"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<InformationFieldsFragment, unknown>;
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
export const PublicDeviceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicDeviceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicDeviceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"apiResource"}},{"kind":"Field","name":{"kind":"Name","value":"identifyingFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicBrandNames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CogenerationSystem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tuNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bbNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HybridWaterHeater"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puNumber"}},{"kind":"Field","name":{"kind":"Name","value":"tuNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bbNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ElectricHeatPump"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SolarSystem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemType"}},{"kind":"Field","name":{"kind":"Name","value":"heatCollectorType"}},{"kind":"Field","name":{"kind":"Name","value":"heatStorageTankType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SolarWaterHeater"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublicDeviceListQuery, PublicDeviceListQueryVariables>;
export const PublicDeviceSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicDeviceSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicDeviceSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeExpired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeExpired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<PublicDeviceSheetQuery, PublicDeviceSheetQueryVariables>;
export const SharedPasswordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedPasswords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedPasswords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPasswordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SharedPasswordsQuery, SharedPasswordsQueryVariables>;
export const SharedPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPasswordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SharedPasswordQuery, SharedPasswordQueryVariables>;
export const CreateSharedPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSharedPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSharedPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPasswordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateSharedPasswordMutation, CreateSharedPasswordMutationVariables>;
export const UpdateSharedPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSharedPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSharedPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPasswordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPasswordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateSharedPasswordMutation, UpdateSharedPasswordMutationVariables>;
export const DeleteSharedPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSharedPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSharedPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSharedPasswordMutation, DeleteSharedPasswordMutationVariables>;