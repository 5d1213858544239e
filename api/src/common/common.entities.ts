import { CacheVersion } from './cache/cache-version.entity.js';
import { RateLimitCounter } from './rate-limit/rate-limit-counter.entity.js';
import { JobLease } from './scheduler/job-lease.entity.js';

/** The state several API instances share through the database (see docs/decisions/0006-multiple-api-instances.md). */
export const COMMON_ENTITIES = [CacheVersion, RateLimitCounter, JobLease];
