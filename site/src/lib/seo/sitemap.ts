/**
 * sitemap.xml (sitemaps.org 0.9) with each page's language versions as hreflang alternates,
 * the way Google reads them: every URL lists itself, its twin and x-default.
 */
import { LANGUAGES, localizedPath, type Lang } from '../i18n';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`);

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urlOf = (path: string, lang: Lang) => escapeXml(`${origin}${localizedPath(path, lang)}`);
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${urlOf(path, lang)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlOf(path, 'en')}"/>`,
    ].join('\n');
    return LANGUAGES.map((lang) => `  <url>\n    <loc>${urlOf(path, lang)}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
