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
import type { DeviceAction } from './lifecycle.js';
import { SharedPasswordOptionType } from './device-parts-graphql.dto.js';

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

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '公開申請 (organization)' })
  applyPublishDevice(@Args() { category, id }: DeviceRefArgs, @Ctx() ctx: RequestContext) {
    return this.transition(ctx, category, id, 'apply_publish');
  }

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '公開承認 (administrator)' })
  approveDevice(@Args() { category, id }: DeviceRefArgs, @Ctx() ctx: RequestContext) {
    return this.transition(ctx, category, id, 'approve');
  }

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '取消申請 (organization)' })
  applyCancelDevice(@Args() { category, id, input }: DeviceCancelArgs, @Ctx() ctx: RequestContext) {
    return this.transition(ctx, category, id, 'apply_cancel', input);
  }

  @Authorized()
  @Mutation(() => DeviceInterface, {
    description: '取消申請の取り下げ (organization): a cancel request the administrator has not acted on',
  })
  withdrawCancelDevice(@Args() { category, id }: DeviceRefArgs, @Ctx() ctx: RequestContext) {
    return this.transition(ctx, category, id, 'withdraw_cancel');
  }

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '取消 (administrator)' })
  cancelDevice(@Args() { category, id, input }: DeviceCancelArgs, @Ctx() ctx: RequestContext) {
    return this.transition(ctx, category, id, 'cancel', input);
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
