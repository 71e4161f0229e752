import type { Readable } from 'node:stream';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { RequestContext } from '../../core/context.js';
import { DeviceCategory, PasswordType } from '../../core/domain.js';
import { ValidationFailed } from '../../core/errors.js';
import { requireOrganizationUser } from '../../core/access.js';
import { SharedPasswordOptionType, type DeviceQueryService } from '../device-registry/index.js';
import type { DeviceUploadService } from './device-upload.service.js';
import type { UploadKitService } from './upload-kit.service.js';
import { discardUploadedZip, receiveZip, uploadUnreadable, type UploadedZip } from './upload/uploaded-zip.js';
import {
  UploadCheckResultType,
  UploadCommitResultType,
  UploadLimitsType,
  UploadProgressType,
} from './upload-graphql.dto.js';
import { readUploadProgress, UploadAborted } from './upload/upload-progress.js';
import { DEVICE_FORM_MESSAGES } from '../../rules/device-forms.js';

const PROGRESS_ID_DESCRIPTION =
  'An id the client makes for this upload (8–64 of A–Z a–z 0–9 _ -, e.g. a UUID): uploadProgress(id) answers while it runs.';

/** The upload's temporary file lives as long as the service call that reads it. */
async function withUpload<T>(
  max: number,
  file: Promise<FileUpload> | FileUpload | null | undefined,
  use: (upload: UploadedZip | null) => Promise<T>,
): Promise<T> {
  const upload = await readUpload(max, file);
  try {
    return await use(upload);
  } catch (error) {
    // Its client went away (ctx.clientGone): nobody reads this answer, and it is no server fault to log.
    if (error instanceof UploadAborted) throw ValidationFailed({ zip: ['アップロードが中断されました'] });
    throw error;
  } finally {
    await discardUploadedZip(upload);
  }
}

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

/** The arguments both upload steps start with: the category, the zip and the password to open it. */
@ArgsType()
class UploadZipArgs {
  @Field(() => DeviceCategory) category!: DeviceCategory;
  @Field(() => GraphQLUpload) zip!: Promise<FileUpload>;
  @Field(() => PasswordType) passwordType!: PasswordType;
  @Field(() => Int, { nullable: true }) sharedPasswordId?: number;
}

/** The upload page's queries and the two upload steps (check, commit) over GraphQL. */
@Resolver()
export class DeviceUploadsResolver {
  constructor(
    private readonly query: DeviceQueryService,
    private readonly upload: DeviceUploadService,
    private readonly uploadKit: UploadKitService,
    private readonly uploadMaxBytes: number,
  ) {}

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

  /**
   * Both steps: the category's access first, then the zip received into a temporary file for `use`,
   * with the password choice that opens it.
   */
  private async withZip<T>(
    ctx: RequestContext,
    { category, zip, passwordType, sharedPasswordId }: UploadZipArgs,
    use: (upload: UploadedZip | null, password: Pick<UploadZipArgs, 'passwordType' | 'sharedPasswordId'>) => Promise<T>,
  ): Promise<T> {
    await this.query.access(ctx, category);
    return withUpload(this.uploadMaxBytes, zip, (upload) => use(upload, { passwordType, sharedPasswordId }));
  }

  @Authorized()
  @Mutation(() => UploadCheckResultType, {
    description: 'Upload step 1: read and validate the zip; nothing is registered.',
  })
  async checkDeviceUpload(
    @Args() zip: UploadZipArgs,
    @Arg('progressId', () => String, { nullable: true, description: PROGRESS_ID_DESCRIPTION })
    progressId: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.withZip(ctx, zip, (upload, password) =>
      this.upload.check(ctx, zip.category, upload, { ...password, progressId }, { progressId, signal: ctx.clientGone }),
    );
  }

  @Authorized()
  @Mutation(() => UploadCommitResultType, {
    description: 'Upload step 2: the same zip, rows in noList skipped; all rows or none.',
  })
  async commitDeviceUpload(
    @Args() zip: UploadZipArgs,
    @Arg('noList', () => [Int], { nullable: true }) noList: number[] | undefined,
    @Arg('progressId', () => String, { nullable: true, description: PROGRESS_ID_DESCRIPTION })
    progressId: string | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.withZip(ctx, zip, (upload, password) =>
      this.upload.commit(
        ctx,
        zip.category,
        upload,
        { ...password, noList: noList ?? [], progressId },
        { progressId, signal: ctx.clientGone },
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
}
