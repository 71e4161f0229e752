import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('MailFailure', { description: 'A queued mail that failed at least once (administrators).' })
export class MailFailureType {
  @Field(() => Int)
  id!: number;

  @Field(() => [String])
  to!: string[];

  @Field()
  subject!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Int)
  maxAttempts!: number;

  @Field({ description: 'Every attempt is used: the queue no longer retries it (dead letter).' })
  givenUp!: boolean;

  @Field({ description: 'The first line of the last delivery error (the SMTP reply).' })
  lastError!: string;

  @Field({ description: 'When the queue tries again (for a given-up mail: when it gave up).' })
  nextAttemptAt!: Date;

  @Field()
  queuedAt!: Date;
}
