/** /robots.txt: everything public may be crawled; the API is not a page; where the sitemap is. */
import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/site-origin';

export const GET: APIRoute = ({ url }) =>
  new Response(
    ['User-agent: *', 'Disallow: /api/', 'Disallow: /paypal/', '', `Sitemap: ${siteOrigin(url)}/sitemap.xml`, ''].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' } },
  );
