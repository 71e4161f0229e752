import type { Readable } from 'node:stream';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { RequestContext } from '../../core/context.js';
import { DeviceCategory, PasswordType } from '../../core/domain.js';
import { ValidationFailed } from '../../core/errors.js';
import { requireOrganizationUser } from '../../core/policies.js';
import { PageType } from '../../core/paging.js';
import { DeviceStatusChangeType } from './device-history-graphql.dto.js';
import { toDeviceDto } from './device.dto.js';
import type { Device } from './device.entity.js';
import { DeviceCancelInput, DeviceDatesInput, DeviceFilterInput } from './device.inputs.js';
import { DeviceInterface } from './device-graphql.dto.js';
import type { DeviceUploadService } from '../device-uploads/device-upload.service.js';
import type { UploadKitService } from '../device-uploads/upload-kit.service.js';
import type { DeviceQueryService } from './device-query.service.js';
import type { DeviceLifecycleService } from './device-lifecycle.service.js';
import type { DeviceAction } from './lifecycle.js';
import { discardUploadedZip, receiveZip, uploadUnreadable, type UploadedZip } from '../device-uploads/upload/uploaded-zip.js';
import {
  SharedPasswordOptionType,
  UploadCheckResultType,
  UploadCommitResultType,
  UploadLimitsType,
  UploadProgressType,
} from '../device-uploads/upload-graphql.dto.js';
import { readUploadProgress } from '../device-uploads/upload/upload-progress.js';

const PROGRESS_ID_DESCRIPTION =
  'An id the client makes for this upload (8–64 of A–Z a–z 0–9 _ -, e.g. a UUID): uploadProgress(id) answers while it runs.';
import { DEVICE_FORM_MESSAGES } from '../../rules/device-forms.js';

/** The upload's temporary file lives as long as the service call that reads it. */
async function withUpload<T>(
  max: number,
  file: Promise<FileUpload> | FileUpload | null | undefined,
  use: (upload: UploadedZip | null) => Promise<T>,
): Promise<T> {
  const upload = await readUpload(max, file);
  try {
    return await use(upload);
  } finally {
    await discardUploadedZip(upload);
  }
}

const DevicePage = PageType('DevicePage', DeviceInterface as unknown as new () => DeviceInterface);

async function readUpload(
  max: number,
  file: Promise<FileUpload> | FileUpload | null | undefined,
): Promise<UploadedZip | null> {
  if (!file) return null;
  let upload: FileUpload;
  try {
    upload = await file;
  } catch {
    throw ValidationFailed({ zip: [DEVICE_FORM_MESSAGES.zipFile] });
  }
  let stream: Readable;
  try {
    stream = upload.createReadStream() as Readable;
  } catch {
    // graphql-upload throws the parser's error here when the request ended inside the file.
    throw uploadUnreadable();
  }
  return receiveZip(stream, upload.filename, max);
}

@Resolver()
export class DevicesResolver {
  constructor(
    private readonly query: DeviceQueryService,
    private readonly upload: DeviceUploadService,
    private readonly uploadKit: UploadKitService,
    private readonly lifecycle: DeviceLifecycleService,
    private readonly uploadMaxBytes: number,
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
  async device(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.dto(ctx, await this.query.get(ctx, category, id));
  }

  @Authorized()
  @Query(() => [DeviceStatusChangeType], { description: 'Status history of a device, oldest first.' })
  async deviceHistory(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ) {
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
    description: 'Shared zip passwords an organization may choose on the upload page (names only).',
  })
  async uploadSharedPasswords(@Ctx() ctx: RequestContext) {
    return this.uploadKit.sharedPasswordOptions(ctx);
  }

  @Authorized()
  @Query(() => UploadLimitsType, {
    description:
      'What one upload of a category may hold (the upload page names the limits and checks the size before sending). ' +
      'FORBIDDEN for a category the organization does not manage, so the page can say so before a file is chosen.',
  })
  async uploadLimits(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Ctx() ctx: RequestContext,
  ): Promise<UploadLimitsType> {
    requireOrganizationUser(ctx);
    await this.query.access(ctx, category);
    return { maxZipBytes: this.uploadMaxBytes, maxRows: this.upload.limits.maxRows };
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

  @Authorized()
  @Mutation(() => UploadCheckResultType, {
    description: 'Upload step 1: read and validate the zip; nothing is registered.',
  })
  async checkDeviceUpload(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('zip', () => GraphQLUpload) zip: Promise<FileUpload>,
    @Arg('passwordType', () => PasswordType) passwordType: PasswordType,
    @Arg('sharedPasswordId', () => Int, { nullable: true }) sharedPasswordId: number | undefined,
    @Arg('progressId', () => String, { nullable: true, description: PROGRESS_ID_DESCRIPTION })
    progressId: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    await this.query.access(ctx, category);
    return withUpload(this.uploadMaxBytes, zip, (upload) =>
      this.upload.check(ctx, category, upload, { passwordType, sharedPasswordId, progressId }, { progressId }),
    );
  }

  @Authorized()
  @Mutation(() => UploadCommitResultType, {
    description: 'Upload step 2: the same zip, rows in noList skipped; all rows or none.',
  })
  async commitDeviceUpload(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('zip', () => GraphQLUpload) zip: Promise<FileUpload>,
    @Arg('passwordType', () => PasswordType) passwordType: PasswordType,
    @Arg('sharedPasswordId', () => Int, { nullable: true }) sharedPasswordId: number | undefined,
    @Arg('noList', () => [Int], { nullable: true }) noList: number[] | undefined,
    @Arg('progressId', () => String, { nullable: true, description: PROGRESS_ID_DESCRIPTION })
    progressId: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    await this.query.access(ctx, category);
    return withUpload(this.uploadMaxBytes, zip, (upload) =>
      this.upload.commit(
        ctx,
        category,
        upload,
        { passwordType, sharedPasswordId, noList: noList ?? [], progressId },
        { progressId },
      ),
    );
  }

  @Authorized()
  @Query(() => UploadProgressType, {
    nullable: true,
    description:
      "The progress of the viewer's own running upload (check or commit) sent with this progressId; null when " +
      'unknown, finished or someone else’s. Poll it every second or so while the upload runs.',
  })
  async uploadProgress(@Arg('id', () => String) id: string, @Ctx() ctx: RequestContext) {
    const viewer = requireOrganizationUser(ctx);
    return readUploadProgress(ctx.em, viewer.user.id, id);
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
  applyPublishDevice(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.transition(ctx, category, id, 'apply_publish');
  }

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '公開承認 (administrator)' })
  approveDevice(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.transition(ctx, category, id, 'approve');
  }

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '取消申請 (organization)' })
  applyCancelDevice(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DeviceCancelInput) input: DeviceCancelInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.transition(ctx, category, id, 'apply_cancel', input);
  }

  @Authorized()
  @Mutation(() => DeviceInterface, {
    description: '取消申請の取り下げ (organization): a cancel request the administrator has not acted on',
  })
  withdrawCancelDevice(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.transition(ctx, category, id, 'withdraw_cancel');
  }

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '取消 (administrator)' })
  cancelDevice(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DeviceCancelInput) input: DeviceCancelInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.transition(ctx, category, id, 'cancel', input);
  }

  @Authorized()
  @Mutation(() => DeviceInterface, { description: '発売予定年月日・公開日の変更' })
  async updateDeviceDates(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DeviceDatesInput) input: DeviceDatesInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.dto(ctx, await this.lifecycle.updateDates(ctx, category, id, input));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteDevice(
    @Arg('category', () => DeviceCategory) category: DeviceCategory,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ) {
    await this.lifecycle.delete(ctx, category, id);
    return true;
  }
}
