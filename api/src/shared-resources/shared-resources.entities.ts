import { SharedResourceLock } from './shared-resource-lock.entity.js';

export const SHARED_RESOURCE_ENTITIES = [SharedResourceLock];
