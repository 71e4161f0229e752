/** The users module's front door: an organization's users and administrators. */
import { User } from './user.entity.js';

export const usersEntities = [User];
export { UsersResolver } from './users.resolver.js';
export { usersRoutes } from './users.routes.js';
export { UsersService } from './users.service.js';
export { usersOpenApi } from './users.openapi.js';
