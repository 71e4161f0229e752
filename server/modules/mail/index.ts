/** The mail module's front door: the SMTP (or .eml folder) mailer. */
export { Mailer } from './mailer.js';
