import { Field, InputType, Int } from 'type-graphql';
import { object } from 'yup';
import { integer, text } from '../../core/validation.js';
import { brandNameRule, MASTER_MESSAGES, noteRule } from '../../rules/master-data-fields.js';

export const brandNameSchema = object({
  name: brandNameRule(text('ブランド名を入力してください')),
  organizationId: integer(MASTER_MESSAGES.brandOrganization)
    .required(MASTER_MESSAGES.brandOrganization)
    .integer(MASTER_MESSAGES.brandOrganization),
  note: noteRule(text('備考は文字列で入力してください', { multiline: true })).default(''),
});

@InputType()
export class BrandNameInput {
  @Field() name!: string;
  @Field(() => Int) organizationId!: number;
  @Field({ nullable: true }) note?: string;
}
