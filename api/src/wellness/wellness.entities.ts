import { WellnessActivity } from './wellness-activity.entity.js';

export const WELLNESS_ENTITIES = [WellnessActivity];
