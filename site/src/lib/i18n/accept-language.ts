/**
 * Reads a browser's `Accept-Language` header to guess which of our languages a first-time
 * visitor of `/` would rather read. Only used until the visitor picks one with the switch.
 */
import { isLang, type Lang } from './languages';

interface Preference {
  lang: Lang;
  quality: number;
  order: number;
}

/**
 * The supported language the header ranks highest ('es-GT,es;q=0.9,en;q=0.8' → 'es'), or
 * null when it names neither ('fr-FR', '*', missing). Ties go to the one listed first.
 */
export function preferredLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const preferences: Preference[] = [];
  header.split(',').forEach((part, order) => {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLang(primary)) return;
    const qualityParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qualityParam ? Number(qualityParam.slice(2)) : 1;
    if (Number.isFinite(quality) && quality > 0) preferences.push({ lang: primary, quality, order });
  });
  preferences.sort((a, b) => b.quality - a.quality || a.order - b.order);
  return preferences[0]?.lang ?? null;
}
