import { Field, ObjectType } from 'type-graphql';
import { Edition } from '../../core/domain.js';
import { User } from '../users/user.entity.js';

@ObjectType('Viewer', { description: 'The signed-in user and the edition chosen at sign-in.' })
export class ViewerType {
  @Field(() => User) user!: User;
  @Field(() => Edition) edition!: Edition;
}
