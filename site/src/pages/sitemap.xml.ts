/**
 * /sitemap.xml: every public page in English and Spanish, rooms from the catalogue. When the
 * API is down the room pages are left out for now rather than failing the whole sitemap.
 */
import { DEFAULT_LANGUAGE } from '@lakeside/contracts';
import type { APIRoute } from 'astro';
import { fetchRooms } from '../lib/api/rooms';
import { STATIC_PUBLIC_PATHS, roomPaths } from '../lib/seo/public-pages';
import { sitemapXml } from '../lib/seo/sitemap';
import { siteOrigin } from '../lib/site-origin';

export const GET: APIRoute = async ({ url }) => {
  // Only the ids are used: any language does.
  const rooms = await fetchRooms(DEFAULT_LANGUAGE);
  const paths = [...STATIC_PUBLIC_PATHS, ...roomPaths(rooms.ok ? rooms.data.map((room) => room.id) : [])];
  return new Response(sitemapXml(siteOrigin(url), paths), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // Short when rooms are missing, so the complete map replaces it soon.
      'cache-control': `public, max-age=${rooms.ok ? 3600 : 300}`,
    },
  });
};
