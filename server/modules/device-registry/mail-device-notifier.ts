import { signInThen } from '../../rules/sign-in-links.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../core/domain.js';
import type { Mailer } from '../mail/index.js';
import { enqueueMail } from '../jobs/mail-queue.js';
import { deviceEventMail } from '../mail/index.js';
import { User } from '../users/user.entity.js';
import { categoryDefinition } from './categories.js';
import type { DeviceEvent, DeviceNotifier } from './device-notifier.js';

/**
 * Device lifecycle mail: applications (publish, cancel) go to every administrator, decisions
 * (approval, cancellation) to the users of the device's organization. Queued in the transition's
 * transaction (the caller's em); the queue delivers and retries it.
 */
export class MailDeviceNotifier implements DeviceNotifier {
  constructor(private readonly mailer: Mailer) {}

  async notify(em: EntityManager, event: DeviceEvent): Promise<void> {
    const recipients = await em.find(
      User,
      event.audience === 'administrators' ? { role: Role.admin } : { organization: event.device.organization.id },
      { fields: ['email'] },
    );
    const definition = categoryDefinition(event.device.category);
    const area = event.audience === 'administrators' ? 'admin' : 'organization';
    const mail = deviceEventMail({
      action: event.action,
      categoryLabel: definition.label,
      certificateNumber: event.device.certificateNumber,
      publishDate: event.device.publishDate ?? null,
      url: `${this.mailer.baseUrl()}${signInThen(`/${area}/${definition.apiResource}/${event.device.id}`)}`,
    });
    await enqueueMail(
      em,
      { to: recipients.map((user) => user.email), ...mail },
      `device:${event.device.id}:${event.eventId}`,
    );
  }
}
