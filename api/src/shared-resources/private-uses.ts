import type { SharedResource } from '@lakeside/contracts';
import { saunaPrivateUses } from '../sauna/sauna-private-uses.js';
import type { PrivateUseSource } from './resource-use.js';

/**
 * Who sells each shared resource privately. A Record over SHARED_RESOURCES, so a resource
 * added to the contracts does not compile until its feature says where its bookings are.
 */
export const PRIVATE_USES: Record<SharedResource, PrivateUseSource> = {
  sauna: saunaPrivateUses,
};
