/** Every migration, oldest first. Schema changes happen only here. */
import { GuestSchema1763800000000 } from './1763800000000-guest-schema.js';
import { BackOfficeSchema1763800100000 } from './1763800100000-back-office-schema.js';

export const MIGRATIONS = [GuestSchema1763800000000, BackOfficeSchema1763800100000];
