import { Field, Int, ObjectType } from 'type-graphql';

/** What an organization may know of a shared password: enough to choose one when uploading. */
@ObjectType()
export class SharedPasswordChoice {
  @Field(() => Int) id!: number;
  @Field() name!: string;
}
