import { array, bool, mixed, object } from 'yup';
import { CANCEL_REASON_MESSAGES, CANCEL_REASONS, isCancelReason } from '../../rules/device-cancel.js';
import { Field, InputType, Int } from 'type-graphql';
import { DeviceStatus } from '../../core/domain.js';
import { pageField } from '../../core/paging.js';
import { integer, notBeforeStart, text } from '../../core/validation.js';
import { parseDateCell } from './calendar-date.js';
import {
  brandNameFilter,
  includeExpiredFilter,
  listDateFilter,
  numberFilter,
  publishDateFromFilter,
  releaseDateFromFilter,
  systemTypeFilter,
} from './device-list-filters.js';
import { DEVICE_FORM_MESSAGES, DEVICE_NOTE_MAX, invalidDateMessage } from '../../rules/device-forms.js';

const dateText = (label: string) =>
  text(`${label}は文字列で指定してください`)
    .max(10, invalidDateMessage(label))
    .test('date', invalidDateMessage(label), (v) => !v || parseDateCell(v) !== null)
    .transform((v: unknown) => (typeof v === 'string' ? (v === '' ? undefined : (parseDateCell(v) ?? v)) : v));

export const DATE_TYPES = ['created_at', 'updated_at', 'release_date', 'publish_date'] as const;

/** Search filters of SPEC §3 (texts trimmed; date_type with start/finish). */
export const deviceFilterSchema = object({
  page: pageField(),
  brandName: brandNameFilter().default(''),
  keyword: text('キーワードは文字列で指定してください')
    .max(255, 'キーワードは255文字以内で入力してください')
    .default(''),
  number: numberFilter(),
  systemType: systemTypeFilter(),
  releaseDateFrom: releaseDateFromFilter(),
  publishDateFrom: publishDateFromFilter(),
  includeExpired: includeExpiredFilter(),
  status: mixed<DeviceStatus>()
    .oneOf([...Object.values(DeviceStatus), undefined], '状態の指定が正しくありません')
    .transform((v) => (v === '' ? undefined : v)),
  dateType: mixed<(typeof DATE_TYPES)[number]>()
    .oneOf([...DATE_TYPES, undefined], '日付の種類の指定が正しくありません')
    .transform((v) => (v === '' ? undefined : v)),
  startDate: listDateFilter('開始日'),
  finishDate: notBeforeStart(listDateFilter('終了日')),
  organizationId: integer('事業者IDは数値で指定してください')
    .integer('事業者IDは整数で指定してください')
    .min(1, '事業者IDが正しくありません'),
});

export const cancelSchema = object({
  canceledAt: dateText('取消日').required(DEVICE_FORM_MESSAGES.canceledAtRequired),
  reason: array(text('取消理由は文字列で指定してください').required())
    .transform((v, o) => (typeof o === 'string' ? [o] : v))
    .typeError('取消理由の指定が正しくありません')
    .min(1, CANCEL_REASON_MESSAGES.required)
    .max(CANCEL_REASONS.length, CANCEL_REASON_MESSAGES.notInList)
    .required(CANCEL_REASON_MESSAGES.required)
    .test('in-list', CANCEL_REASON_MESSAGES.notInList, (reasons) => !reasons || reasons.every(isCancelReason)),
  note: text('備考は文字列で指定してください', { multiline: true })
    .max(DEVICE_NOTE_MAX, DEVICE_FORM_MESSAGES.noteLength)
    .default(''),
});

export const datesSchema = object({
  releaseDate: dateText('発売予定年月日').required(DEVICE_FORM_MESSAGES.releaseDateRequired),
  publishFlag: bool().typeError('公開日の指定が正しくありません'),
  publishDate: dateText('公開日').nullable(),
});

@InputType('DeviceFilter')
export class DeviceFilterInput {
  @Field(() => Int, { nullable: true }) page?: number;
  @Field({ nullable: true }) brandName?: string;
  @Field({
    nullable: true,
    description:
      'A part of the certificate number or an identifying field (full-width, hyphens, spaces and case ignored)',
  })
  keyword?: string;
  @Field({ nullable: true, description: 'A part of the certificate number or an identifying field — 品番・証明書番号' })
  number?: string;
  @Field({ nullable: true, description: 'A part of the system type — システム型式 (solar categories)' })
  systemType?: string;
  @Field({ nullable: true }) releaseDateFrom?: string;
  @Field({ nullable: true }) publishDateFrom?: string;
  @Field({ nullable: true }) includeExpired?: boolean;
  @Field(() => DeviceStatus, { nullable: true }) status?: DeviceStatus;
  @Field({ nullable: true, description: 'created_at | updated_at | release_date | publish_date' }) dateType?: string;
  @Field({ nullable: true }) startDate?: string;
  @Field({ nullable: true }) finishDate?: string;
  @Field(() => Int, { nullable: true }) organizationId?: number;
}

@InputType('DeviceCancelInput')
export class DeviceCancelInput {
  @Field() canceledAt!: string;
  @Field(() => [String]) reason!: string[];
  @Field({ nullable: true }) note?: string;
}

@InputType('DeviceDatesInput')
export class DeviceDatesInput {
  @Field() releaseDate!: string;
  @Field({ nullable: true }) publishFlag?: boolean;
  @Field({ nullable: true }) publishDate?: string;
}
