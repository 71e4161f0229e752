import { randomUUID } from 'node:crypto';
import type { RequestContext, Viewer } from '../../core/context.js';
import { OrganizationStatus, Role } from '../../core/domain.js';
import { Conflict, ValidationFailed } from '../../core/errors.js';
import { findOr404, findPage, iterateAll, type ListOrder } from '../../core/db/queries.js';
import type { Page } from '../../core/paging.js';
import { requireAdmin, requireOrganizationUser, requireViewer } from '../../core/access.js';
import { authorizeManaged } from '../../policies/authorize.js';
import { validateInput } from '../../core/validation.js';
import { Device, PUBLIC_STATUSES } from '../device-registry/index.js';
import type { Mailer } from '../mail/index.js';
import { enqueueMail } from '../jobs/mail-queue.js';
import { approvedMail, disabledMail, managerFlagsChangedMail } from '../mail/index.js';
import { User } from '../users/user.entity.js';
import { MANAGER_FLAGS, Organization, type ManagerFlag } from './organization.entity.js';
import { DEVICE_CATEGORY_TABLE } from '../../rules/device-categories.js';
import { organizationWhere } from './organization.filter.js';
import {
  managerFlagsSchema,
  ORGANIZATION_MESSAGES,
  organizationAdminSchema,
  organizationFilterSchema,
  organizationProfileSchema,
  zipPasswordChangeSchema,
} from './organization.inputs.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { SessionStore } from '../auth/index.js';

export const ORGANIZATION_NOT_FOUND = '事業者が見つかりません';
export const PUBLIC_DEVICES_REMAIN =
  '公開中（取消申請中を含む）の機器があるため、この事業者は削除できません。先に機器の公開を取り消してください';
/** Newest first, on the screen and in the PDF. */
const ORDER: ListOrder<Organization> = { id: 'desc' };

/** A manager flag's words: its category's label. */
export const MANAGER_FLAG_LABELS = Object.fromEntries(
  DEVICE_CATEGORY_TABLE.map((entry) => [entry.managerFlag, entry.label]),
) as Record<ManagerFlag, string>;

/** Administrators manage every organization; an organization user sees and edits only its own. */
export class OrganizationsService {
  constructor(
    private readonly mailer: Mailer,
    private readonly sessions: SessionStore,
    private readonly secretBox: SecretBox,
  ) {}

  async list(ctx: RequestContext, rawFilter: unknown): Promise<Page<Organization>> {
    requireAdmin(ctx);
    const filter = await validateInput(organizationFilterSchema, rawFilter);
    const where = organizationWhere(ctx.em, filter);
    // The brand-name form's picker (SPEC §7 `{device_manager=true}`, sent without a page) lists every
    // maker: a page of 25 would hide the rest. Device managers are makers, a few hundred at most.
    if (filter.deviceManager && !pageAskedFor(rawFilter)) {
      const items = await ctx.em.find(Organization, where, { orderBy: ORDER });
      return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) };
    }
    return findPage(ctx.em, Organization, where, filter.page, { orderBy: ORDER });
  }

  /** The PDF export: every organization matching the list filters, in batches. */
  async exportRows(ctx: RequestContext, rawFilter: unknown): Promise<AsyncGenerator<Organization>> {
    requireAdmin(ctx);
    const filter = await validateInput(organizationFilterSchema, rawFilter);
    return iterateAll(ctx.em, Organization, organizationWhere(ctx.em, filter), { orderBy: ORDER });
  }

  async get(ctx: RequestContext, id: number): Promise<Organization> {
    this.requireAccess(ctx, id);
    return findOr404(ctx.em, Organization, id, ORGANIZATION_NOT_FOUND);
  }

  async users(ctx: RequestContext, id: number): Promise<User[]> {
    const organization = await this.get(ctx, id);
    return ctx.em.find(User, { organization }, { orderBy: { id: 'asc' } });
  }

  /** Administrators edit the profile and the manager flags; an organization user only its own profile. */
  async update(ctx: RequestContext, id: number, rawInput: unknown): Promise<Organization> {
    const viewer = this.requireAccess(ctx, id);
    const organization = await findOr404(ctx.em, Organization, id, ORGANIZATION_NOT_FOUND);
    const input =
      viewer.role === Role.admin
        ? await validateInput(organizationAdminSchema, rawInput)
        : await validateInput(organizationProfileSchema, rawInput);
    ctx.em.assign(organization, sentFieldsOf(input));
    await ctx.em.flush();
    return organization;
  }

  /**
   * Approves (or re-enables) with the five manager flags; the organization's users are told. On an
   * already approved organization it changes the flags: the users are told what changed, not
   * "approved" again (and nothing when the flags stay the same).
   */
  async approve(ctx: RequestContext, id: number, rawFlags: unknown): Promise<Organization> {
    requireAdmin(ctx);
    const organization = await findOr404(ctx.em, Organization, id, ORGANIZATION_NOT_FOUND);
    const flags = await validateInput(managerFlagsSchema, rawFlags);
    const wasApproved = organization.status === OrganizationStatus.approved;
    const flagsChanged = MANAGER_FLAGS.some((flag) => organization[flag] !== flags[flag]);
    ctx.em.assign(organization, flags);
    if (!wasApproved) {
      organization.status = OrganizationStatus.approved;
      organization.approvedAt = new Date();
    }
    if (wasApproved && !flagsChanged) {
      await ctx.em.flush();
      return organization;
    }
    const mail = {
      organizationName: organization.name,
      categories: MANAGER_FLAGS.filter((flag) => organization[flag]).map((flag) => MANAGER_FLAG_LABELS[flag]),
      loginUrl: `${this.mailer.baseUrl()}/login/house`,
    };
    const to = await this.emailsOf(ctx, organization);
    // The mail job commits with the change (or neither does); its key names this very change.
    const event = `organization:${organization.id}:${wasApproved ? 'flags' : 'approved'}:${randomUUID()}`;
    await ctx.em.transactional(async (em) => {
      await em.flush();
      await enqueueMail(em, { to, ...(wasApproved ? managerFlagsChangedMail(mail) : approvedMail(mail)) }, event);
    });
    return organization;
  }

  /** Disables: its users cannot sign in, and their sessions end now. */
  async disable(ctx: RequestContext, id: number): Promise<Organization> {
    requireAdmin(ctx);
    const organization = await findOr404(ctx.em, Organization, id, ORGANIZATION_NOT_FOUND);
    const users = await ctx.em.find(User, { organization });
    const neverApproved = organization.status === OrganizationStatus.registered;
    organization.status = OrganizationStatus.disabled;
    await ctx.em.transactional(async (em) => {
      await em.flush();
      await this.sessions.destroyForUsers(
        em,
        users.map((u) => u.id),
      );
      const mail = disabledMail({
        organizationName: organization.name,
        neverApproved,
        contactUrl: this.mailer.contactUrl(),
      });
      await enqueueMail(
        em,
        { to: users.map((u) => u.email), ...mail },
        `organization:${organization.id}:disabled:${randomUUID()}`,
      );
    });
    return organization;
  }

  /** Deletes with everything it owns; refused while any of its devices is in a public status. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const organization = await findOr404(ctx.em, Organization, id, ORGANIZATION_NOT_FOUND);
    if ((await ctx.em.count(Device, { organization, status: { $in: [...PUBLIC_STATUSES] } })) > 0) {
      throw Conflict(PUBLIC_DEVICES_REMAIN);
    }
    await ctx.em.transactional(async (em) => {
      // Devices first: they restrict the deletion of the brand names the organization cascades to.
      await em.nativeDelete(Device, { organization: id });
      await em.nativeDelete(Organization, { id });
    });
    ctx.em.clear();
  }

  /** The file-upload password: the old one must be right; only the organization's own users. */
  async changeZipPassword(ctx: RequestContext, id: number, rawInput: unknown): Promise<void> {
    const viewer = requireOrganizationUser(ctx);
    authorizeManaged(viewer, id, ORGANIZATION_NOT_FOUND);
    const input = await validateInput(zipPasswordChangeSchema, rawInput);
    const organization = await findOr404(ctx.em, Organization, id, ORGANIZATION_NOT_FOUND, {
      populate: ['zipPasswordEncrypted'],
    });
    const secretBox = this.secretBox;
    if (secretBox.decrypt(organization.zipPasswordEncrypted) !== input.oldZipPassword) {
      throw ValidationFailed({ oldZipPassword: [ORGANIZATION_MESSAGES.oldZipPasswordWrong] });
    }
    organization.zipPasswordEncrypted = secretBox.encrypt(input.newZipPassword);
    await ctx.em.flush();
  }

  private requireAccess(ctx: RequestContext, id: number): Viewer {
    const viewer = requireViewer(ctx);
    authorizeManaged(viewer, id, ORGANIZATION_NOT_FOUND);
    return viewer;
  }

  private async emailsOf(ctx: RequestContext, organization: Organization): Promise<string[]> {
    return (await ctx.em.find(User, { organization }, { fields: ['email'] })).map((u) => u.email);
  }
}

/** The fields a request carried: absent ones validate to undefined and leave the stored value alone. */
function sentFieldsOf<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const pageAskedFor = (rawFilter: unknown): boolean => {
  const page = (rawFilter as { page?: unknown } | null | undefined)?.page;
  return page !== undefined && page !== '';
};
