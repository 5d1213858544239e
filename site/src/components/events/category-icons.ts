/**
 * The icon of an event's category on cards (EVENT_CATEGORIES: six categories have their own, the
 * others a default). Line icons of the site rather than emoji, which many phones and
 * servers draw as empty boxes.
 */
import type { IconName } from '../../lib/icons';

const ICONS: Record<string, IconName> = {
  dance: 'users',
  wellness: 'leaf',
  photography: 'camera',
  culinary: 'utensils',
  fitness: 'flame',
  culture: 'globe',
  community: 'hands',
  spiritual: 'heart',
  education: 'sprout',
  music: 'star',
};

export const categoryIcon = (category: string): IconName => ICONS[category] ?? 'calendar';
