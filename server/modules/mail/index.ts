/** The mail module's front door: the SMTP (or .eml folder) mailer and the mails it sends. */
export { Mailer, type MailMessage } from './mailer.js';
export {
  approvedMail,
  deviceEventMail,
  disabledMail,
  managerFlagsChangedMail,
  passwordResetMail,
  registrationNoticeMail,
} from './templates.js';
