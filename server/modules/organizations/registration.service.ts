import { signInThen } from '../../rules/sign-in-links.js';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { OrganizationStatus, Role } from '../../core/domain.js';
import { TooManyRequests, ValidationFailed } from '../../core/errors.js';
import { hashPassword } from '../../core/security/passwords.js';
import { validateInput } from '../../core/validation.js';
import { normalizeEmail } from '../../rules/contact-fields.js';
import type { Mailer } from '../mail/index.js';
import { enqueueMail } from '../jobs/mail-queue.js';
import { registrationNoticeMail } from '../mail/index.js';
import { lockThrottleKey, recordEvent, throttleWait, type ThrottleRule } from '../auth/throttle.js';
import { User } from '../users/user.entity.js';
import { USER_MESSAGES } from '../users/user.inputs.js';
import { Organization } from './organization.entity.js';
import { registrationSchema } from './organization.inputs.js';
import type { Clock } from '../../core/clock.js';
import type { SecretBox } from '../../core/security/secret-box.js';

/** A public form that mails every administrator: at most 10 registrations an hour from one address. */
export const REGISTRATIONS: ThrottleRule = { scope: 'register', limit: 10, windowSeconds: 3600 };

const EMAIL_TAKEN = { 'user.email': [USER_MESSAGES.emailTaken] };

/**
 * Public registration: an organization and its first user. The organization starts 'registered'
 * with every manager flag false (whatever was sent); administrators are told by mail and decide.
 */
export class RegistrationService {
  constructor(
    private readonly mailer: Mailer,
    private readonly secretBox: SecretBox,
    private readonly clock: Clock,
  ) {}

  async register(ctx: RequestContext, rawInput: unknown): Promise<Organization> {
    const input = await validateInput(registrationSchema, rawInput);
    // Counted before the uniqueness check: "this address is already registered" must not be an
    // unlimited oracle for which addresses have accounts.
    await this.countAttempt(ctx);
    const email = normalizeEmail(input.user.email);
    if ((await ctx.em.count(User, { email })) > 0) throw ValidationFailed(EMAIL_TAKEN);

    const { zipPassword, ...profile } = input.organization;
    const passwordHash = await hashPassword(input.user.password);
    let organization!: Organization;
    try {
      await ctx.em.transactional(async (em) => {
        organization = em.create(Organization, {
          name: profile.name,
          postcode: profile.postcode,
          address: profile.address,
          tel: profile.tel,
          belongTo: profile.belongTo,
          message: profile.message,
          type: profile.type,
          zipPasswordEncrypted: this.secretBox.encrypt(zipPassword),
          status: OrganizationStatus.registered,
          cogenerationManager: false,
          hybridWaterHeaterManager: false,
          electricHeatPumpManager: false,
          solarSystemManager: false,
          solarWaterHeaterManager: false,
        });
        em.create(User, {
          role: Role.organization,
          organization,
          division: input.user.division,
          name: input.user.name,
          tel: input.user.tel,
          email,
          passwordHash,
        });
        await em.flush();
        const admins = await em.find(User, { role: Role.admin }, { fields: ['email'] });
        const mail = registrationNoticeMail({
          organizationName: organization.name,
          userName: input.user.name,
          email,
          adminUrl: `${this.mailer.baseUrl()}${signInThen(`/admin/organizations/${organization.id}`)}`,
        });
        await enqueueMail(
          em,
          { to: admins.map((a) => a.email), ...mail },
          `organization:${organization.id}:registered`,
        );
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw ValidationFailed(EMAIL_TAKEN);
      throw error;
    }

    return organization;
  }

  /** One registration attempt from this address; 429 beyond REGISTRATIONS (exact under parallel requests). */
  private async countAttempt(ctx: RequestContext): Promise<void> {
    const wait = await ctx.em.transactional(async (em) => {
      await lockThrottleKey(em, REGISTRATIONS, ctx.ip);
      const now = this.clock.now();
      const seconds = await throttleWait(em, REGISTRATIONS, ctx.ip, now);
      if (seconds === 0) recordEvent(em, REGISTRATIONS, ctx.ip, now);
      return seconds;
    });
    if (wait > 0) throw TooManyRequests('登録申請の回数が多すぎます。しばらくしてから再度お試しください', wait);
  }
}
