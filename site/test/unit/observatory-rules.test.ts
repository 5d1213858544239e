/**
 * Our reading of Mozilla HTTP Observatory's scoring (support/observatory-rules.ts), checked on
 * responses whose scores the Observatory's published table fixes.
 */
import { describe, expect, it } from 'vitest';
import { scoreResponse } from '../support/observatory-rules';

const HTML = 'text/html; charset=utf-8';

function score(headers: Record<string, string>, body = '<p>hi</p>', setCookies: string[] = []) {
  const all = new Headers({ 'content-type': HTML, ...headers });
  for (const cookie of setCookies) all.append('set-cookie', cookie);
  return scoreResponse({ headers: all, body, url: 'https://retreat.example/' });
}

const STRICT = {
  'content-security-policy':
    "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describe('Observatory score', () => {
  it('takes every penalty from a response with no security headers (D)', () => {
    // CSP −25, HSTS −20, X-Content-Type-Options −5, X-Frame-Options −20.
    expect(score({})).toMatchObject({ score: 30, grade: 'D' });
  });

  it('gives every bonus to a strict policy (A+ 130)', () => {
    // default-src 'none' +10, CORP +10, referrer +5, frame-ancestors +5.
    expect(score(STRICT)).toMatchObject({ score: 130, grade: 'A+' });
  });

  it("costs 'unsafe-inline' in script-src but not beside a hash", () => {
    const inline = score({
      ...STRICT,
      'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline'",
    });
    expect(inline.verdicts[0]).toMatchObject({ verdict: 'csp-implemented-with-unsafe-inline', points: -20 });
    const hashed = score({
      ...STRICT,
      'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc='",
    });
    expect(hashed.verdicts[0]?.verdict).toBe('csp-implemented-with-no-unsafe-default-src-none');
  });

  it("scores 'unsafe-inline' in style-src alone as neither bonus nor penalty", () => {
    const styles = score({
      ...STRICT,
      'content-security-policy': "default-src 'none'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    });
    expect(styles.verdicts[0]).toMatchObject({
      verdict: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      points: 0,
    });
    expect(styles.score).toBe(120);
  });

  it('grants no bonus when penalties bring the score under 90', () => {
    // Without HSTS (−20) the bonuses do not count: 100 − 20 = 80.
    const { 'strict-transport-security': _, ...noHsts } = STRICT;
    expect(score(noHsts)).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('judges cookies by their flags, and external scripts by integrity', () => {
    expect(score(STRICT, '', ['sid=1; Path=/; HttpOnly; SameSite=Lax']).verdicts[1]).toMatchObject({
      verdict: 'cookies-session-without-secure-flag-but-protected-by-hsts',
      points: -10,
    });
    expect(score(STRICT, '', ['lang=es; Path=/; Secure; HttpOnly; SameSite=Lax']).verdicts[1]?.points).toBe(5);
    const external = score(STRICT, '<script src="https://cdn.example/x.js"></script>');
    expect(external.verdicts.find(({ rule }) => rule === 'subresource-integrity')?.points).toBe(-5);
    const own = score(STRICT, '<script type="module" src="/_astro/x.js"></script>');
    expect(own.verdicts.find(({ rule }) => rule === 'subresource-integrity')?.points).toBe(0);
  });
});
