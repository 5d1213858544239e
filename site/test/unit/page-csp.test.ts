/** What a page adds to its Content-Security-Policy at run time (src/lib/page-csp.ts). */
import type { AstroGlobal } from 'astro';
import { describe, expect, it } from 'vitest';
import { allowHomeFilm, allowPayPalSdk } from '../../src/lib/page-csp';

/** Astro's CSP API, recording what a page asks of it. */
function recordingCsp() {
  const added: string[] = [];
  const csp = {
    insertDirective: (directive: string) => added.push(directive),
    insertScriptResource: (source: string) => added.push(`script-src ${source}`),
  } as unknown as AstroGlobal['csp'];
  return { csp, added };
}

describe('allowHomeFilm', () => {
  it.each([
    ['https://media.lakeside.test/films/home.mp4?v=2', ['media-src https://media.lakeside.test']],
    ['/media/home/lakeside.mp4', []],
    [null, []],
  ])('a film at %s adds %j', (film, expected) => {
    const { csp, added } = recordingCsp();
    allowHomeFilm(csp, film);
    expect(added).toEqual(expected);
  });
});

describe('allowPayPalSdk', () => {
  it("adds PayPal's hosts to scripts, calls and frames", () => {
    const { csp, added } = recordingCsp();
    allowPayPalSdk(csp);
    expect(added.map((directive) => directive.split(' ')[0])).toEqual(['script-src', 'connect-src', 'frame-src']);
    for (const directive of added) expect(directive).toContain('https://*.paypal.com');
  });
});
