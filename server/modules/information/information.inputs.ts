import { Field, InputType } from 'type-graphql';
import { mixed, object } from 'yup';
import { InformationShowType } from '../../core/domain.js';
import { pageField } from '../../core/paging.js';
import { dateTime, text } from '../../core/validation.js';
import {
  informationBodyRule,
  informationTitleRule,
  MASTER_MESSAGES,
  SHOW_TYPE_LABELS as SHOW_TYPE_NAMES,
} from '../../rules/master-data-fields.js';

export const SHOW_TYPES = Object.values(InformationShowType);
export const SHOW_TYPE_LABELS: Record<InformationShowType, string> = SHOW_TYPE_NAMES;

const showType = () =>
  mixed<InformationShowType>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf(SHOW_TYPES, '表示先を正しく選択してください');

export const informationSchema = object({
  title: informationTitleRule(text('タイトルは文字列で入力してください')),
  body: informationBodyRule(text('本文は文字列で入力してください', { multiline: true })),
  showType: showType().required(MASTER_MESSAGES.showType),
  publishedAt: dateTime(MASTER_MESSAGES.publishedAtInvalid)
    .required(MASTER_MESSAGES.publishedAtRequired)
    .min(new Date('2000-01-01T00:00:00Z'), '公開日時は2000年以降で入力してください')
    .max(new Date('2100-01-01T00:00:00Z'), '公開日時は2099年までで入力してください'),
});

export const informationFilterSchema = object({ page: pageField(), showType: showType().optional() });

export enum NoticeAudience {
  house = 'house',
  building = 'building',
  organization = 'organization',
}

export const noticeFilterSchema = object({
  page: pageField(),
  audience: mixed<NoticeAudience>()
    .oneOf(Object.values(NoticeAudience), '表示先を正しく指定してください')
    .required('表示先を指定してください'),
});

@InputType()
export class InformationInput {
  @Field() title!: string;
  @Field() body!: string;
  @Field(() => InformationShowType) showType!: InformationShowType;
  @Field(() => Date) publishedAt!: Date;
}
