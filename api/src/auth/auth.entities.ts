import { AdminUser } from './admin-user.entity.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

export const AUTH_ENTITIES = [User, Session, AdminUser];
