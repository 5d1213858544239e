import { wellnessActivitySchema } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { WellnessActivity } from './wellness-activity.entity.js';

export const WELLNESS_ADMIN_RESOURCES = {
  'wellness-activities': { entity: WellnessActivity, schema: wellnessActivitySchema },
} satisfies AdminResourceDefinitions;
