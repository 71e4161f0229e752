/** The shared passwords module's front door (master data: zip passwords shared by several organizations). */
import type { SecretBox } from '../../core/security/secret-box.js';
import { SharedPasswordsService } from './shared-passwords.service.js';
import { SharedPassword } from './shared-password.entity.js';

export const sharedPasswordsEntities = [SharedPassword];
export { SharedPassword };
export { SharedPasswordsResolver } from './shared-passwords.resolver.js';
export { sharedPasswordsRoutes } from './shared-passwords.routes.js';
export { sharedPasswordsOpenApi } from './shared-passwords.openapi.js';

export function createSharedPasswordsServices(deps: { secretBox: SecretBox }) {
  return { sharedPasswords: new SharedPasswordsService(deps.secretBox) };
}
