import { Field, InputType, Int } from 'type-graphql';
import { object, string } from 'yup';
import { OrganizationStatus } from '../../core/domain.js';
import { labeledEnum, type EnumValues } from '../../core/graphql/labeled-enum.js';
import { pageField } from '../../core/paging.js';
import { calendarDate, flag, integer, notBeforeStart, secret, text } from '../../core/validation.js';
import { confirmsRule } from '../../rules/confirmation.js';
import { UserInput, userCreateSchema } from '../users/user.inputs.js';
import {
  addressRule,
  BELONG_TO_LABELS,
  organizationNameRule,
  postcodeRule,
  SPEC_MESSAGES,
  telRule,
} from '../../rules/contact-fields.js';
import { MANAGER_FLAGS } from './organization.entity.js';

export const ORGANIZATION_MESSAGES = {
  zipPasswordRequired: SPEC_MESSAGES.zipPasswordRequired,
  zipPasswordMismatch: SPEC_MESSAGES.zipPasswordMismatch,
  newZipPasswordRequired: SPEC_MESSAGES.newZipPasswordRequired,
  newZipPasswordMismatch: SPEC_MESSAGES.newZipPasswordMismatch,
  oldZipPasswordRequired: SPEC_MESSAGES.oldZipPasswordRequired,
  oldZipPasswordWrong: '現在のファイルアップロード用パスワードが正しくありません',
} as const;

const TYPE_MESSAGE = SPEC_MESSAGES.organizationTypeRequired;
const BELONG_TO_MESSAGE = SPEC_MESSAGES.belongToRequired;

const booleanFlag = () => flag('管理権限は true または false で指定してください').default(false);

export const profileFields = {
  name: organizationNameRule(text('事業者名を入力してください')),
  postcode: postcodeRule(text('郵便番号を入力してください')),
  address: addressRule(text('住所を入力してください')),
  tel: telRule(text('電話番号を入力してください')),
  belongTo: text(BELONG_TO_MESSAGE, { label: '協会への所属' })
    // Sent empty means "0"; absent takes the default ("0" at registration, the stored value on update).
    .transform((value: unknown) => (value === '' || value === null ? '0' : value))
    .oneOf(Object.keys(BELONG_TO_LABELS), BELONG_TO_MESSAGE)
    .default('0'),
  message: text('連絡事項は文字列で入力してください', { multiline: true })
    .max(2000, '連絡事項は2000文字以内で入力してください')
    .default(''),
  type: integer(TYPE_MESSAGE).required(TYPE_MESSAGE).oneOf([1, 2], TYPE_MESSAGE),
};

export const managerFlagFields = {
  cogenerationManager: booleanFlag(),
  hybridWaterHeaterManager: booleanFlag(),
  electricHeatPumpManager: booleanFlag(),
  solarSystemManager: booleanFlag(),
  solarWaterHeaterManager: booleanFlag(),
};

export const registrationOrganizationSchema = object({
  ...profileFields,
  zipPassword: secret(ORGANIZATION_MESSAGES.zipPasswordRequired, { label: 'ファイルアップロード用パスワード' })
    .required(ORGANIZATION_MESSAGES.zipPasswordRequired)
    .max(255, 'ファイルアップロード用パスワードは255文字以内で入力してください'),
  zipPasswordConfirmation: confirmsRule(
    'zipPassword',
    ORGANIZATION_MESSAGES.zipPasswordMismatch,
  )(
    secret(ORGANIZATION_MESSAGES.zipPasswordMismatch, {
      label: '確認用ファイルアップロード用パスワード',
    }),
  ),
}).typeError('事業者の情報を入力してください');

/**
 * Updates change only what was sent: fields with a default at registration (belong_to, message,
 * the flags) keep their stored value when absent, so a profile-only PUT cannot clear the flags.
 */
const profileUpdateFields = {
  ...profileFields,
  belongTo: profileFields.belongTo.default(undefined),
  message: profileFields.message.default(undefined),
};
const optionalManagerFlagFields = Object.fromEntries(
  MANAGER_FLAGS.map((name) => [name, flag('管理権限は true または false で指定してください')]),
) as Record<(typeof MANAGER_FLAGS)[number], ReturnType<typeof flag>>;

/** Profile (organization users) or profile + flags (administrators). */
/** POST /api/register and the register mutation: an organization and its first user. */
export const registrationSchema = object({
  organization: registrationOrganizationSchema,
  user: userCreateSchema.typeError('担当者の情報を入力してください'),
});

export const organizationProfileSchema = object(profileUpdateFields);
export const organizationAdminSchema = object({ ...profileUpdateFields, ...optionalManagerFlagFields });
export const managerFlagsSchema = object(managerFlagFields);

export const zipPasswordChangeSchema = object({
  oldZipPassword: secret(ORGANIZATION_MESSAGES.oldZipPasswordRequired, {
    label: '現在のファイルアップロード用パスワード',
  })
    .required(ORGANIZATION_MESSAGES.oldZipPasswordRequired)
    .max(1024, ORGANIZATION_MESSAGES.oldZipPasswordWrong),
  newZipPassword: secret(ORGANIZATION_MESSAGES.newZipPasswordRequired)
    .required(ORGANIZATION_MESSAGES.newZipPasswordRequired)
    .max(255, '新パスワードは255文字以内で入力してください'),
  newZipPasswordConfirmation: confirmsRule(
    'newZipPassword',
    ORGANIZATION_MESSAGES.newZipPasswordMismatch,
  )(
    secret(ORGANIZATION_MESSAGES.newZipPasswordMismatch, {
      label: '確認用新パスワード',
    }),
  ),
});

/** Which date of an organization the list's date range filters by. */
export const OrganizationDateType = labeledEnum('OrganizationDateType', {
  created_at: '登録日',
  updated_at: '更新日',
  approved_at: '承認日',
});
export type OrganizationDateType = EnumValues<typeof OrganizationDateType>;

const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;
const dateField = (label: string) => calendarDate(`${label}は YYYY-MM-DD の形式で入力してください`).optional();

export const organizationFilterSchema = object({
  page: pageField(),
  type: integer(TYPE_MESSAGE).oneOf([1, 2, undefined], TYPE_MESSAGE).optional(),
  keyword: text('キーワードは文字列で入力してください')
    .max(255, 'キーワードは255文字以内で入力してください')
    .default(''),
  status: string()
    .transform(emptyToUndefined)
    .typeError('状態を選択してください')
    .oneOf([...Object.values(OrganizationStatus), undefined], '状態を選択してください')
    .optional(),
  dateType: string()
    .transform(emptyToUndefined)
    .typeError('日付の種類を選択してください')
    .oneOf([...Object.values(OrganizationDateType), undefined], '日付の種類を選択してください')
    .optional(),
  startDate: dateField('開始日'),
  finishDate: notBeforeStart(dateField('終了日')),
  deviceManager: flag('機器管理の指定が正しくありません').default(false),
});

@InputType({ description: 'The first user of a registering organization.' })
export class RegistrationUserInput extends UserInput {}

@InputType()
export class OrganizationProfileInput {
  @Field() name!: string;
  @Field() postcode!: string;
  @Field() address!: string;
  @Field() tel!: string;
  @Field({ nullable: true, description: '"0" = 協会会員ではない, "1" = 協会会員' }) belongTo?: string;
  @Field({ nullable: true }) message?: string;
  @Field(() => Int, { description: '1 = 製造事業者, 2 = 輸入・販売事業者' }) type!: number;
}

/**
 * The five manager flags as optional Boolean fields of an input type, from the one list MANAGER_FLAGS.
 * Services validate the input (yup), so the flags need no TypeScript property of their own.
 */
function withManagerFlagFields(type: { prototype: object }): void {
  for (const flag of MANAGER_FLAGS) Field(() => Boolean, { nullable: true })(type.prototype, flag);
}

@InputType({ description: 'Registration: the five manager flags are accepted but always stored false.' })
export class RegistrationOrganizationInput extends OrganizationProfileInput {
  @Field() zipPassword!: string;
  @Field() zipPasswordConfirmation!: string;
}
withManagerFlagFields(RegistrationOrganizationInput);

@InputType()
export class RegistrationInput {
  @Field(() => RegistrationOrganizationInput) organization!: RegistrationOrganizationInput;
  @Field(() => RegistrationUserInput) user!: RegistrationUserInput;
}

@InputType()
export class ManagerFlagsInput {}
withManagerFlagFields(ManagerFlagsInput);

@InputType({ description: 'Profile fields; the manager flags are applied only for administrators.' })
export class OrganizationUpdateInput extends OrganizationProfileInput {}
withManagerFlagFields(OrganizationUpdateInput);

@InputType()
export class ZipPasswordChangeInput {
  @Field() oldZipPassword!: string;
  @Field() newZipPassword!: string;
  @Field() newZipPasswordConfirmation!: string;
}

@InputType()
export class OrganizationFilter {
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Int, { nullable: true }) type?: number;
  @Field({ nullable: true }) keyword?: string;
  @Field(() => OrganizationStatus, { nullable: true }) status?: OrganizationStatus;
  @Field(() => OrganizationDateType, { nullable: true }) dateType?: OrganizationDateType;
  @Field({ nullable: true, description: 'YYYY-MM-DD (Japan time), inclusive' }) startDate?: string;
  @Field({ nullable: true, description: 'YYYY-MM-DD (Japan time), inclusive' }) finishDate?: string;
  @Field({ nullable: true, description: 'Only organizations with at least one manager flag' }) deviceManager?: boolean;
}
