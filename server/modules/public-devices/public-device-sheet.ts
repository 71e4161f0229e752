import { Field, ObjectType } from 'type-graphql';
import {
  categoryDefinition,
  formatPerformanceCell,
  type CategoryDefinition,
  CategoryFieldNames,
} from '../device-registry/index.js';
import { PublicDeviceInterface, PublicDeviceStatusChangeType } from './public-device-graphql.dto.js';
import type { PublicDeviceRecord } from './public-device-rows.js';

@ObjectType('PublicDeviceField', {
  simpleResolvers: true,
  description: 'One field of the category table with its value, as the detail page shows it.',
})
export class PublicDeviceFieldType extends CategoryFieldNames {
  @Field({ description: 'The value as text ("" when not given).' }) value!: string;
  @Field({ description: 'identifying | performance' }) group!: string;
}

@ObjectType('PublicFieldLabel', {
  description: 'A field of the category table: key, Japanese label and unit.',
  simpleResolvers: true,
})
export class PublicFieldLabelType extends CategoryFieldNames {}

@ObjectType('PublicCategory', {
  description: 'What the public screens need of the category table.',
  simpleResolvers: true,
})
export class PublicCategoryType {
  @Field({ description: "The category's Japanese name — 機器種別" }) label!: string;
  @Field({ description: 'Its path segment on /api (e.g. electric_heat_pumps)' }) apiResource!: string;
  @Field({ description: "Its certificate files' path segment on /api" }) certificateResource!: string;
  @Field(() => [PublicFieldLabelType], { description: 'Fields that identify a device (product numbers)' })
  identifyingFields!: PublicFieldLabelType[];
  @Field(() => [PublicFieldLabelType], { description: "Performance fields, in the category table's order" })
  performanceFields!: PublicFieldLabelType[];
}

@ObjectType('PublicDeviceSheet', {
  simpleResolvers: true,
  description: 'A public device with every field of its category table, its public history and the certificate URL.',
})
export class PublicDeviceSheetType {
  @Field(() => PublicDeviceInterface, { description: 'The device, as publicDevice answers it' })
  device!: PublicDeviceInterface;
  @Field(() => [PublicDeviceFieldType], { description: 'Every field of the category table with its value' })
  fields!: PublicDeviceFieldType[];
  @Field(() => [PublicDeviceStatusChangeType], { description: 'Its public history, oldest first' })
  history!: PublicDeviceStatusChangeType[];
  @Field(() => String, { nullable: true, description: 'GET this path for the certificate PDF.' }) certificateFileUrl?:
    string | null;
}

export function publicCategory(definition: CategoryDefinition): PublicCategoryType {
  return {
    label: definition.label,
    apiResource: definition.apiResource,
    certificateResource: definition.certificateResource,
    identifyingFields: definition.identifyingFields.map((f) => ({ key: f.key, label: f.label, unit: null })),
    performanceFields: definition.performanceFields.map((f) => ({ key: f.key, label: f.label, unit: f.unit ?? null })),
  };
}

/** Identifying and performance fields of a device, labelled from the category table. */
export function sheetFields(device: PublicDeviceRecord): PublicDeviceFieldType[] {
  const definition = categoryDefinition(device.category);
  return [
    ...definition.identifyingFields.map((f) => ({
      key: f.key,
      label: f.label,
      unit: null,
      value: device[f.key] ?? '',
      group: 'identifying',
    })),
    ...definition.performanceFields.map((f) => ({
      key: f.key,
      label: f.label,
      unit: f.unit ?? null,
      value: formatPerformanceCell(f, device.performance?.[f.key]),
      group: 'performance',
    })),
  ];
}
