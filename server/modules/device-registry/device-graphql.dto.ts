import { Field, Float, InterfaceType, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../core/graphql/local-date.js';
import { DeviceCategory, DeviceStatus } from '../../core/domain.js';
import { BrandName } from '../brand-names/brand-name.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition, type PerformanceField } from './categories.js';
import { CertificateType } from './device-history-graphql.dto.js';
import { DeviceSpecItemType, DeviceViewerCanType } from './device-parts-graphql.dto.js';
import { fieldDescription, humanize } from './field-english-names.js';

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
  @Field(() => LocalDate, { description: '発売予定年月日' }) releaseDate!: string;
  @Field(() => LocalDate, { nullable: true, description: '公開日' }) publishDate?: string | null;
  @Field({ description: '証明書番号' }) certificateNumber!: string;
  @Field(() => LocalDate, { nullable: true, description: '取消日' }) canceledAt?: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => CertificateType, { nullable: true, description: '証明書' }) certificate?: CertificateType | null;
  @Field({ description: '状態の表示名' }) statusLabel!: string;
  @Field(() => DeviceViewerCanType, {
    nullable: true,
    description: 'What the viewer may do with it (null for visitors)',
  })
  viewerCan?: DeviceViewerCanType | null;
  @Field(() => [DeviceSpecItemType], { description: 'Identifying and performance values with labels, in table order' })
  specItems!: DeviceSpecItemType[];
}

/** The GraphQL scalar of a performance field type. */
export function performanceGraphqlType(field: PerformanceField) {
  switch (field.type) {
    case 'number':
      return Float;
    case 'integer':
      return Int;
    case 'boolean':
      return Boolean;
    case 'date':
      return LocalDate;
    default:
      return String;
  }
}

/**
 * One object type per category implementing `base`, its extra fields read from the category table
 * (the signed-in `ElectricHeatPump` and the public `PublicElectricHeatPump` share them).
 * `simpleResolvers` for types without field auth: their fields are read as properties, without
 * TypeGraphQL's per-field middleware wrapper (graphql-jit then inlines the read).
 */
export function categoryObjectType(
  definition: CategoryDefinition,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  base: abstract new () => any,
  name: string,
  options: { simpleResolvers?: boolean } = {},
) {
  // A named abstract subclass per category: TypeGraphQL registers classes, not names.
  const type = { [name]: class extends base {} }[name]!;
  for (const field of definition.identifyingFields) {
    Field(() => String, { nullable: true, description: fieldDescription(field.key, field.label) })(
      type.prototype,
      field.key,
    );
  }
  for (const field of definition.performanceFields) {
    Field(() => performanceGraphqlType(field), {
      nullable: true,
      description: fieldDescription(field.key, field.label, field.unit),
    })(type.prototype, field.key);
  }
  ObjectType(name, {
    implements: base,
    description: `${humanize(definition.graphqlType)} (${definition.label})`,
    ...options,
  })(type);
  return type;
}

export const deviceObjectTypes = CATEGORY_DEFINITIONS.map((d) => categoryObjectType(d, DeviceInterface, d.graphqlType));
