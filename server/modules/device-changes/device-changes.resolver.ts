import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { publicDeviceGraphql, PublicCategoryArgs, PublicDeviceInterface } from '../public-devices/index.js';
import { RemovedReason } from './device-changes.service.js';
import type { DeviceChangesService } from './device-changes.service.js';

registerEnumType(RemovedReason, {
  name: 'PublicDeviceRemovedReason',
  description: 'Why a device left the public list',
  valuesConfig: {
    deleted: { description: 'The device was deleted (削除)' },
    canceled: { description: 'The device was canceled (取消済); with includeExpired it stays on the list instead' },
    unpublished: { description: 'Its publish date (公開日) was removed or moved into the future' },
  },
});

@ObjectType('PublicDeviceChange', {
  simpleResolvers: true,
  description: 'One entry of the change feed: the device as it is now, or a tombstone when it left the public list.',
})
class PublicDeviceChangeType {
  @Field(() => Int, { description: 'Device id (機器ID), also for tombstones' }) id!: number;
  @Field(() => Date, { description: 'When the change took effect (a publish date counts from midnight in Japan)' })
  changedAt!: Date;
  @Field({ description: 'True for a tombstone: remove the device from your copy' }) removed!: boolean;
  @Field(() => RemovedReason, { nullable: true, description: 'Why it was removed (tombstones only)' })
  removedReason?: RemovedReason | null;
  @Field(() => PublicDeviceInterface, {
    nullable: true,
    description: 'The device as the public sees it now (null for tombstones)',
  })
  device?: PublicDeviceInterface | null;
}

@ObjectType('PublicDeviceChangePage', {
  description: 'A page of the change feed, oldest change first.',
  simpleResolvers: true,
})
class PublicDeviceChangePageType {
  @Field(() => [PublicDeviceChangeType], { description: 'Entries, oldest change first' })
  items!: PublicDeviceChangeType[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` (with the same arguments) for the next page' })
  endCursor?: string | null;
  @Field({ description: 'More entries follow in this window' }) hasNextPage!: boolean;
  @Field(() => Date, { description: 'End of this window: once hasNextPage is false, use it as the next `since`' })
  serverTime!: Date;
}

/** The change feed's arguments: a category, where to resume, and how to treat canceled devices. */
@ArgsType()
class PublicDeviceChangesArgs extends PublicCategoryArgs {
  @Field(() => Date, { nullable: true, description: 'serverTime of your last completed sync' }) since?: Date;
  @Field(() => Int, { nullable: true, description: 'Entries a page, at most 500 (default 100)' }) first?: number;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' }) after?: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Keep canceled (取消済) devices on the list instead of tombstones',
  })
  includeExpired?: boolean;
}

/** The change feed for mirrors (docs/api.md "Mirroring the registry"). */
@Resolver()
export class DeviceChangesResolver {
  constructor(private readonly deviceChangesService: DeviceChangesService) {}

  @Query(() => PublicDeviceChangePageType, {
    description:
      'Public devices whose public data changed after `since`, in order of change, with tombstones for devices that left the public list. ' +
      'Without `since`: every device on the public list now (the first full walk). first ≤ 500 (default 100). No sign-in.',
  })
  async publicDeviceChanges(
    @Args() { category, since, first, after, includeExpired }: PublicDeviceChangesArgs,
    @Ctx() ctx: RequestContext,
  ) {
    const page = await this.deviceChangesService.changes(ctx, category, { since, first, after, includeExpired });
    return {
      ...page,
      items: page.items.map((e) => ({
        ...e,
        removed: !e.device,
        device: e.device ? publicDeviceGraphql(e.device) : null,
      })),
    };
  }
}
