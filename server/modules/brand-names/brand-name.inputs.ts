import { Field, InputType, Int } from 'type-graphql';
import { object } from 'yup';
import { integer, text } from '../../core/validation.js';

export const brandNameSchema = object({
  name: text('ブランド名を入力してください')
    .required('ブランド名を入力してください')
    .max(255, 'ブランド名は255文字以内で入力してください'),
  organizationId: integer('事業者を選択してください')
    .required('事業者を選択してください')
    .integer('事業者を選択してください'),
  note: text('備考は文字列で入力してください', { multiline: true })
    .max(2000, '備考は2000文字以内で入力してください')
    .default(''),
});

@InputType()
export class BrandNameInput {
  @Field() name!: string;
  @Field(() => Int) organizationId!: number;
  @Field({ nullable: true }) note?: string;
}
