import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { DeviceCategory } from '../../core/domain.js';
import { PageType } from '../../core/paging.js';
import { DeviceStatusChangeType } from './device-history-graphql.dto.js';
import { toDeviceDto } from './device.dto.js';
import type { Device } from './device.entity.js';
import { DeviceFilterInput } from './device.inputs.js';
import { DeviceCancelArgs, DeviceDatesArgs, DeviceRefArgs } from './device-args.js';
import { DeviceInterface } from './device-graphql.dto.js';
import type { DeviceQueryService } from './device-query.service.js';
import type { DeviceLifecycleService } from './device-lifecycle.service.js';
import { TRANSITIONS, type DeviceAction } from './lifecycle.js';
import { SharedPasswordOptionType } from './device-parts-graphql.dto.js';

/** A status change's arguments: the device, and for a cancel request or cancellation its input. */
type TransitionArgs = DeviceRefArgs & Partial<Pick<DeviceCancelArgs, 'input'>>;

/**
 * The lifecycle mutations: the action each takes (its Japanese name is the action's label in
 * TRANSITIONS), who takes it, its arguments and what the description adds.
 */
const TRANSITION_MUTATIONS: readonly {
  name: string;
  action: DeviceAction;
  by: 'organization' | 'administrator';
  args: typeof DeviceRefArgs;
  note?: string;
}[] = [
  { name: 'applyPublishDevice', action: 'apply_publish', by: 'organization', args: DeviceRefArgs },
  { name: 'approveDevice', action: 'approve', by: 'administrator', args: DeviceRefArgs },
  { name: 'applyCancelDevice', action: 'apply_cancel', by: 'organization', args: DeviceCancelArgs },
  {
    name: 'withdrawCancelDevice',
    action: 'withdraw_cancel',
    by: 'organization',
    args: DeviceRefArgs,
    note: 'a cancel request the administrator has not acted on',
  },
  { name: 'cancelDevice', action: 'cancel', by: 'administrator', args: DeviceCancelArgs },
];

const DevicePage = PageType('DevicePage', DeviceInterface as unknown as new () => DeviceInterface);

/** The signed-in device lists, a device and its history, and the lifecycle actions. */
@Resolver()
export class DevicesResolver {
  constructor(
    private readonly query: DeviceQueryService,
    private readonly lifecycle: DeviceLifecycleService,
  ) {}

  private dto(ctx: RequestContext, device: Device) {
    return toDeviceDto(device, { ...this.query.viewerCan(ctx.viewer, device) });
  }

  @Authorized()
  @Query(() => DevicePage, {
    description: '機器一覧 (organizations: their own, in managed categories; administrators: all), 25 a page.',
  })
  async devices(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('filter', () => DeviceFilterInput, { nullable: true }) filter: DeviceFilterInput | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    const page = await this.query.list(ctx, category, { ...filter });
    return { ...page, items: page.items.map((d) => this.dto(ctx, d)) };
  }

  @Authorized()
  @Query(() => DeviceInterface)
  async device(@Args() { category, id }: DeviceRefArgs, @Ctx() ctx: RequestContext) {
    return this.dto(ctx, await this.query.get(ctx, category, id));
  }

  @Authorized()
  @Query(() => [DeviceStatusChangeType], { description: 'Status history of a device, oldest first.' })
  async deviceHistory(@Args() { category, id }: DeviceRefArgs, @Ctx() ctx: RequestContext) {
    const changes = await this.query.history(ctx, category, id);
    return changes.map((c) => ({
      id: c.id,
      fromStatus: c.fromStatus ?? null,
      toStatus: c.toStatus,
      reasons: c.reasons,
      note: c.note,
      canceledAt: c.canceledAt ?? null,
      actorName: c.actor?.name ?? null,
      createdAt: c.createdAt,
    }));
  }

  @Authorized()
  @Query(() => [SharedPasswordOptionType], {
    description: 'Organizations managing a category (administrators: the organization filter of device lists).',
  })
  async deviceOrganizationOptions(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Ctx() ctx: RequestContext,
  ) {
    return this.query.organizationOptions(ctx, category);
  }

  private async transition(
    ctx: RequestContext,
    category: DeviceCategory,
    id: number,
    action: DeviceAction,
    input?: unknown,
  ) {
    return this.dto(ctx, await this.lifecycle.transition(ctx, category, id, action, input));
  }

  /** The five status changes as mutations, from TRANSITION_MUTATIONS: each calls `transition` with its action. */
  static {
    const prototype = this.prototype as unknown as Record<string, unknown>;
    for (const { name, action, by, args, note } of TRANSITION_MUTATIONS) {
      prototype[name] = function (this: DevicesResolver, { category, id, input }: TransitionArgs, ctx: RequestContext) {
        return this.transition(ctx, category, id, action, input);
      };
      const description = `${TRANSITIONS[action].label} (${by})${note ? `: ${note}` : ''}`;
      Args(() => args)(prototype, name, 0);
      Ctx()(prototype, name, 1);
      const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
      Mutation(() => DeviceInterface, { description })(prototype, name, descriptor);
      Authorized()(prototype, name, descriptor);
    }
  }

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '発売予定年月日・公開日の変更' })
  async updateDeviceDates(@Args() { category, id, input }: DeviceDatesArgs, @Ctx() ctx: RequestContext) {
    return this.dto(ctx, await this.lifecycle.updateDates(ctx, category, id, input));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteDevice(@Args() { category, id }: DeviceRefArgs, @Ctx() ctx: RequestContext) {
    await this.lifecycle.delete(ctx, category, id);
    return true;
  }
}
