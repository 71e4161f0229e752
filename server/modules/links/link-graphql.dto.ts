import { Field, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../core/paging.js';
import { LinkCategory } from '../link-categories/link-category.entity.js';
import { Link } from './link.entity.js';

@ObjectType()
export class LinkPage extends PageType('LinkPage', Link) {
  @Field(() => LinkCategory, { nullable: true, description: 'the category of the category_code filter' })
  category!: LinkCategory | null;
}

/** An organization with its links (public pages group makers this way). */
@ObjectType()
export class OrganizationLinks {
  @Field(() => Int) organizationId!: number;
  @Field() organizationName!: string;
  @Field(() => [Link]) links!: Link[];
}

@ObjectType()
export class CategoryOrganizations {
  @Field(() => LinkCategory) category!: LinkCategory;
  @Field(() => [OrganizationLinks]) organizations!: OrganizationLinks[];
}

@ObjectType()
export class OpeningLinks {
  @Field(() => LinkCategory, { nullable: true }) material!: LinkCategory | null;
  @Field(() => LinkCategory, { nullable: true }) glass!: LinkCategory | null;
  @Field(() => [OrganizationLinks], {
    description: 'makers with links for the chosen material (建具), empty when none is chosen',
  })
  materialOrganizations!: OrganizationLinks[];
  @Field(() => [OrganizationLinks], {
    description: 'makers with links for the chosen glass (ガラス), empty when none is chosen',
  })
  glassOrganizations!: OrganizationLinks[];
  @Field(() => Int, { description: 'number of links in both lists' }) total!: number;
}
