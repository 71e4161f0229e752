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

/** One identifying or performance value with its label, for screens that list a device's specification. */
@ObjectType('DeviceSpecItem', {
  simpleResolvers: true,
  description: 'One identifying or performance value of a device, with its Japanese label and unit.',
})
export class DeviceSpecItemType {
  @Field({ description: FIELD_DESCRIPTIONS.key }) key!: string;
  @Field({ description: FIELD_DESCRIPTIONS.label }) label!: string;
  @Field({ description: 'Formatted as in the CSV (booleans 有/無); empty when not given' }) value!: string;
  @Field(() => String, { nullable: true, description: FIELD_DESCRIPTIONS.unit })
  unit?: string | null;
}

/** An id and a name to choose from: an organization of a list filter, a shared zip password of an upload. */
@ObjectType('SharedPasswordOption')
export class SharedPasswordOptionType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
}
