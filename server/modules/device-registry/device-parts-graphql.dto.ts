import { Field, Int, ObjectType } from 'type-graphql';
import { FIELD_DESCRIPTIONS } from './spec-item-field-descriptions.js';

/** The small object types of a device's answer, and the option list of the registry's filters. */

@ObjectType('DeviceViewerCan')
export class DeviceViewerCanType {
  @Field() applyPublish!: boolean;
  @Field() approve!: boolean;
  @Field() applyCancel!: boolean;
  @Field() withdrawCancel!: boolean;
  @Field() cancel!: boolean;
  @Field() delete!: boolean;
  @Field() updateDates!: boolean;
}

/**
 * A field of the category table as the object types that show one name it: key, Japanese label and
 * unit. A base class only: no answer has this type itself, so the schema does not list it.
 */
@ObjectType({ simpleResolvers: true })
export abstract class CategoryFieldNames {
  @Field({ description: FIELD_DESCRIPTIONS.key }) key!: string;
  @Field({ description: FIELD_DESCRIPTIONS.label }) label!: string;
  @Field(() => String, { nullable: true, description: FIELD_DESCRIPTIONS.unit })
  unit?: string | null;
}

/** One identifying or performance value with its label, for screens that list a device's specification. */
@ObjectType('DeviceSpecItem', {
  simpleResolvers: true,
  description: 'One identifying or performance value of a device, with its Japanese label and unit.',
})
export class DeviceSpecItemType extends CategoryFieldNames {
  @Field({ description: 'Formatted as in the CSV (booleans 有/無); empty when not given' }) value!: string;
}

/** An id and a name to choose from: an organization of a list filter, a shared zip password of an upload. */
@ObjectType('SharedPasswordOption')
export class SharedPasswordOptionType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
}
