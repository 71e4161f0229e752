/** The users module's front door: an organization's users and administrators. */
import type { SessionStore } from '../auth/index.js';
import { UsersService } from './users.service.js';
import { User } from './user.entity.js';

export const usersEntities = [User];
export { UsersResolver } from './users.resolver.js';
export { usersRoutes } from './users.routes.js';
export { usersOpenApi } from './users.openapi.js';

export function createUsersServices(deps: { sessions: SessionStore }) {
  return { users: new UsersService(deps.sessions) };
}
