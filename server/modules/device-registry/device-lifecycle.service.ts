import type { RequestContext } from '../../core/context.js';
import { DeviceStatus, type DeviceCategory } from '../../core/domain.js';
import { Conflict, Forbidden, ValidationFailed } from '../../core/errors.js';
import { validateInput } from '../../core/validation.js';
import { canOnDevice, deviceSubject, roleMayTake } from '../../policies/device.policy.js';
import { Certificate } from '../certificates/certificate.entity.js';
import { cancelSchema, datesSchema } from './device.inputs.js';
import { Device } from './device.entity.js';
import { DeviceStatusChange } from './device-status-change.entity.js';
import { AUDIENCE, type DeviceNotifier } from './device-notifier.js';
import type { DeviceQueryService } from './device-query.service.js';
import { refusedMessage, TRANSITIONS, wrongRoleMessage, type DeviceAction } from './lifecycle.js';
import { DEVICE_FORM_MESSAGES } from '../../rules/device-forms.js';

/** A device's life after upload: publish and cancel requests, their approval, date changes, deletion. */
export class DeviceLifecycleService {
  constructor(
    private readonly query: DeviceQueryService,
    readonly notifier: DeviceNotifier,
  ) {}

  async transition(
    ctx: RequestContext,
    category: DeviceCategory,
    id: number,
    action: DeviceAction,
    rawInput?: unknown,
  ): Promise<Device> {
    const device = await this.query.get(ctx, category, id);
    const viewer = ctx.viewer!;
    const rule = TRANSITIONS[action];
    if (!roleMayTake(viewer, action)) throw Forbidden(wrongRoleMessage(action));
    const cancelInput =
      action === 'apply_cancel' || action === 'cancel' ? await validateInput(cancelSchema, rawInput) : null;
    if (!canOnDevice(viewer, action, deviceSubject(device)))
      throw Conflict(refusedMessage(action, viewer.role, device.status));
    const from = device.status;
    device.status = rule.to;
    if (cancelInput) device.canceledAt = cancelInput.canceledAt;
    if (action === 'withdraw_cancel') device.canceledAt = null;
    // Requests (publish, cancel, a withdrawn cancel request) stay internal; the public copy changes
    // on approval and cancellation.
    if (action === 'approve' || action === 'cancel') device.publicUpdatedAt = new Date();
    const change = ctx.em.create(DeviceStatusChange, {
      device,
      actor: viewer.user,
      fromStatus: from,
      toStatus: rule.to,
      reasons: cancelInput?.reason ?? [],
      note: cancelInput?.note ?? '',
      canceledAt: cancelInput?.canceledAt ?? null,
    });
    // The mail job commits with the transition or not at all (begin/commit on ctx.em itself: a
    // transactional() fork would not carry the status-change row created above).
    await ctx.em.begin();
    try {
      await ctx.em.flush();
      await this.notifier.notify(ctx.em, {
        action,
        device,
        audience: AUDIENCE[action],
        eventId: `status-change:${change.id}`,
      });
      await ctx.em.commit();
    } catch (error) {
      await ctx.em.rollback();
      throw error;
    }
    return device;
  }

  async updateDates(ctx: RequestContext, category: DeviceCategory, id: number, rawInput: unknown): Promise<Device> {
    const device = await this.query.get(ctx, category, id);
    const input = await validateInput(datesSchema, rawInput);
    const publishFlag = input.publishFlag ?? !!input.publishDate;
    if (publishFlag && !input.publishDate)
      throw ValidationFailed({ publishDate: [DEVICE_FORM_MESSAGES.publishDateRequired] });
    if (!canOnDevice(ctx.viewer, 'update_dates', deviceSubject(device)))
      throw Conflict(datesRefusedMessage(device.status));
    device.releaseDate = input.releaseDate;
    device.publishDate = publishFlag ? input.publishDate! : null;
    device.publicUpdatedAt = new Date();
    await ctx.em.flush();
    return device;
  }

  async delete(ctx: RequestContext, category: DeviceCategory, id: number): Promise<void> {
    const device = await this.query.get(ctx, category, id);
    if (!canOnDevice(ctx.viewer, 'delete', deviceSubject(device)))
      throw Conflict('登録済の機器のみ削除できます（公開申請後は管理者に取消を依頼してください）');
    await ctx.em.transactional(async (em) => {
      await em.nativeDelete(DeviceStatusChange, { device: device.id });
      await em.nativeDelete(Certificate, { device: device.id });
      await em.nativeDelete(Device, { id: device.id });
    });
    ctx.em.clear();
  }
}

function datesRefusedMessage(status: DeviceStatus): string {
  return status === DeviceStatus.canceled
    ? '取消済の機器の日付は変更できません'
    : '公開承認後の機器の日付は変更できません。変更が必要な場合は管理者に依頼してください';
}
