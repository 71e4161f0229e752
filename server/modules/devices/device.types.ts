import { Field, Float, InterfaceType, Int, ObjectType } from 'type-graphql';
import { LocalDateResolver } from 'graphql-scalars';
import { DeviceCategory, DeviceStatus } from '../../core/domain.js';
import { BrandName } from '../brand-names/brand-name.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition, type PerformanceField } from './categories.js';
import { CertificateType } from './device-history.type.js';

/** What every device answers, whatever its category. */
@InterfaceType('Device', {
  resolveType: (value: { category: DeviceCategory }) =>
    CATEGORY_DEFINITIONS.find((d) => d.category === value.category)?.graphqlType,
})
export abstract class DeviceInterface {
  @Field(() => Int) id!: number;
  @Field(() => DeviceCategory) category!: DeviceCategory;
  @Field(() => BrandName) brandName!: BrandName;
  @Field(() => Organization) organization!: Organization;
  @Field(() => DeviceStatus) status!: DeviceStatus;
  @Field(() => LocalDateResolver, { description: '発売予定年月日' }) releaseDate!: string;
  @Field(() => LocalDateResolver, { nullable: true, description: '公開日' }) publishDate?: string | null;
  @Field({ description: '証明書番号' }) certificateNumber!: string;
  @Field(() => LocalDateResolver, { nullable: true, description: '取消日' }) canceledAt?: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => CertificateType, { nullable: true, description: '証明書' }) certificate?: CertificateType | null;
}

/** The GraphQL scalar of a performance field type. */
export function performanceGraphqlType(field: PerformanceField) {
  switch (field.type) {
    case 'number': return Float;
    case 'integer': return Int;
    case 'boolean': return Boolean;
    case 'date': return LocalDateResolver;
    default: return String;
  }
}

/** One object type per category, its extra fields read from the category table. */
function deviceObjectType(definition: CategoryDefinition) {
  const type = { [definition.graphqlType]: class extends DeviceInterface {} }[definition.graphqlType]!;
  for (const field of definition.identifyingFields) {
    Field(() => String, { nullable: true, description: field.label })(type.prototype, field.key);
  }
  for (const field of definition.performanceFields) {
    const description = field.unit ? `${field.label} (${field.unit})` : field.label;
    Field(() => performanceGraphqlType(field), { nullable: true, description })(type.prototype, field.key);
  }
  ObjectType(definition.graphqlType, { implements: DeviceInterface, description: definition.label })(type);
  return type;
}

export const deviceObjectTypes = CATEGORY_DEFINITIONS.map(deviceObjectType);
