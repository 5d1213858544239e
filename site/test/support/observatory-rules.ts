/**
 * Scores one HTTPS response by Mozilla HTTP Observatory's published rules (its tests and
 * scoring table, developer.mozilla.org/en-US/observatory/docs/tests_and_scoring): 100 points,
 * each rule's verdict adds or takes some, and the bonuses count only when the score without
 * them is 90 or more. The scanner itself is not a dependency: its install downloads lists
 * from the internet, which this project's machines cannot reach.
 *
 * Only what a single response shows is judged; the redirection rule is scored as a host with
 * no plain-HTTP listener ("not needed"), which is how the site and the API are deployed here.
 */

export interface RuleVerdict {
  rule: string;
  verdict: string;
  points: number;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  verdicts: RuleVerdict[];
}

const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS_S = 15_768_000;
const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PRIVATE_REFERRERS = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const UNSAFE_REFERRERS = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']);

export function scoreResponse(response: { headers: Headers; body: string; url: string }): ObservatoryScore {
  const verdicts = [
    contentSecurityPolicy(response.headers),
    cookies(response.headers),
    { rule: 'cross-origin-resource-sharing', ...cors(response.headers) },
    { rule: 'redirection', verdict: 'redirection-not-needed-no-http', points: 0 },
    { rule: 'referrer-policy', ...referrerPolicy(response.headers) },
    { rule: 'strict-transport-security', ...strictTransportSecurity(response.headers) },
    { rule: 'subresource-integrity', ...subresourceIntegrity(response) },
    { rule: 'x-content-type-options', ...contentTypeOptions(response.headers) },
    { rule: 'x-frame-options', ...frameOptions(response.headers) },
    { rule: 'cross-origin-resource-policy', ...resourcePolicy(response.headers) },
  ];
  const withCredit = 100 + verdicts.reduce((sum, { points }) => sum + points, 0);
  const uncurved = 100 + verdicts.reduce((sum, { points }) => sum + Math.min(points, 0), 0);
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
  return { score, grade: gradeOf(score), verdicts };
}

function gradeOf(score: number): string {
  if (score >= 100) return 'A+';
  if (score >= 90) return 'A';
  if (score >= 85) return 'A-';
  if (score >= 80) return 'B+';
  if (score >= 70) return 'B';
  if (score >= 65) return 'B-';
  if (score >= 60) return 'C+';
  if (score >= 50) return 'C';
  if (score >= 45) return 'C-';
  if (score >= 40) return 'D+';
  if (score >= 30) return 'D';
  if (score >= 25) return 'D-';
  return 'F';
}

/** A policy's directives, each with its sources; null when a directive is given twice. */
function parsePolicy(header: string): Map<string, Set<string>> | null {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (policy.has(name.toLowerCase())) return null;
    policy.set(name.toLowerCase(), new Set(sources));
  }
  return policy;
}

function policyOf(headers: Headers): Map<string, Set<string>> | null | undefined {
  const header = headers.get('content-security-policy');
  return header ? parsePolicy(header) : undefined;
}

function contentSecurityPolicy(headers: Headers): RuleVerdict {
  const rule = 'content-security-policy';
  const policy = policyOf(headers);
  if (policy === undefined) return { rule, verdict: 'csp-not-implemented', points: -25 };
  if (policy === null) return { rule, verdict: 'csp-header-invalid', points: -25 };
  const fallback = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const scripts = fallback('script-src');
  const styles = fallback('style-src');
  const objects = fallback('object-src');
  // A hash or nonce makes browsers ignore 'unsafe-inline' beside it.
  for (const sources of [scripts, styles]) {
    if ([...sources].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source)))
      sources.delete("'unsafe-inline'");
  }
  const active = [...policy.entries()]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...scripts]);
  const passive = ['img-src', 'media-src'].flatMap((name) => [
    ...(policy.get(name) ?? policy.get('default-src') ?? []),
  ]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if ([...scripts].some((source) => BROAD_OR_INLINE.has(source)) || [...objects].some((s) => DANGEROUSLY_BROAD.has(s)))
    return { rule, verdict: 'csp-implemented-with-unsafe-inline', points: -20 };
  if (active.some(insecure)) return { rule, verdict: 'csp-implemented-with-insecure-scheme', points: -20 };
  if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'"))
    return { rule, verdict: 'csp-implemented-with-unsafe-eval', points: -10 };
  if (passive.some(insecure))
    return { rule, verdict: 'csp-implemented-with-insecure-scheme-in-passive-content-only', points: -10 };
  if ([...styles].some((source) => BROAD_OR_INLINE.has(source)))
    return { rule, verdict: 'csp-implemented-with-unsafe-inline-in-style-src-only', points: 0 };
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return { rule, verdict: 'csp-implemented-with-no-unsafe-default-src-none', points: 10 };
  return { rule, verdict: 'csp-implemented-with-no-unsafe', points: 5 };
}

function cookies(headers: Headers): RuleVerdict {
  const rule = 'cookies';
  const all = headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const flags = new Set(attributes.map((attribute) => attribute.split('=')[0]!.toLowerCase()));
    return { name: pair.split('=')[0]!.toLowerCase(), flags };
  });
  if (all.length === 0) return { rule, verdict: 'cookies-not-found', points: 0 };
  const session = (name: string) => /sess|sid|login|token/.test(name);
  const hsts = strictTransportSecurity(headers).points >= 0;
  if (all.some(({ name, flags }) => session(name) && !flags.has('secure')))
    return hsts
      ? { rule, verdict: 'cookies-session-without-secure-flag-but-protected-by-hsts', points: -10 }
      : { rule, verdict: 'cookies-session-without-secure-flag', points: -40 };
  if (all.some(({ name, flags }) => session(name) && !flags.has('httponly')))
    return { rule, verdict: 'cookies-session-without-httponly-flag', points: -30 };
  if (all.some(({ flags }) => !flags.has('secure')))
    return hsts
      ? { rule, verdict: 'cookies-without-secure-flag-but-protected-by-hsts', points: -5 }
      : { rule, verdict: 'cookies-without-secure-flag', points: -20 };
  return all.every(({ flags }) => flags.has('samesite'))
    ? { rule, verdict: 'cookies-secure-with-httponly-sessions-and-samesite', points: 5 }
    : { rule, verdict: 'cookies-secure-with-httponly-sessions', points: 0 };
}

function cors(headers: Headers): Omit<RuleVerdict, 'rule'> {
  const origin = headers.get('access-control-allow-origin');
  if (!origin) return { verdict: 'cross-origin-resource-sharing-not-implemented', points: 0 };
  return origin.trim() === '*'
    ? { verdict: 'cross-origin-resource-sharing-implemented-with-public-access', points: 0 }
    : { verdict: 'cross-origin-resource-sharing-implemented-with-restricted-access', points: 0 };
}

function referrerPolicy(headers: Headers): Omit<RuleVerdict, 'rule'> {
  const header = headers.get('referrer-policy');
  if (!header) return { verdict: 'referrer-policy-not-implemented', points: 0 };
  // The browser applies the last value it understands.
  const last =
    header
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean)
      .at(-1) ?? '';
  if (PRIVATE_REFERRERS.has(last)) return { verdict: 'referrer-policy-private', points: 5 };
  if (UNSAFE_REFERRERS.has(last)) return { verdict: 'referrer-policy-unsafe', points: -5 };
  return { verdict: 'referrer-policy-header-invalid', points: -5 };
}

function strictTransportSecurity(headers: Headers): Omit<RuleVerdict, 'rule'> {
  const header = headers.get('strict-transport-security');
  if (!header) return { verdict: 'hsts-not-implemented', points: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined) return { verdict: 'hsts-header-invalid', points: -20 };
  return Number(maxAge) >= SIX_MONTHS_S
    ? { verdict: 'hsts-implemented-max-age-at-least-six-months', points: 0 }
    : { verdict: 'hsts-implemented-max-age-less-than-six-months', points: -10 };
}

function subresourceIntegrity(response: { headers: Headers; body: string; url: string }): Omit<RuleVerdict, 'rule'> {
  if (!(response.headers.get('content-type') ?? '').includes('html'))
    return { verdict: 'sri-not-implemented-response-not-html', points: 0 };
  const scripts = [...response.body.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi)].map(
    ([tag, src]) => ({ url: new URL(src!, response.url), integrity: /\bintegrity\s*=/i.test(tag) }),
  );
  if (scripts.length === 0) return { verdict: 'sri-not-implemented-but-no-scripts-loaded', points: 0 };
  const own = new URL(response.url).origin;
  const external = scripts.filter((script) => script.url.origin !== own);
  if (external.length === 0) {
    return scripts.every((script) => script.integrity)
      ? { verdict: 'sri-implemented-and-all-scripts-loaded-securely', points: 5 }
      : { verdict: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', points: 0 };
  }
  const secure = external.every((script) => script.url.protocol === 'https:');
  if (external.every((script) => script.integrity))
    return secure
      ? { verdict: 'sri-implemented-and-external-scripts-loaded-securely', points: 5 }
      : { verdict: 'sri-implemented-but-external-scripts-not-loaded-securely', points: -20 };
  return secure
    ? { verdict: 'sri-not-implemented-but-external-scripts-loaded-securely', points: -5 }
    : { verdict: 'sri-not-implemented-and-external-scripts-not-loaded-securely', points: -50 };
}

function contentTypeOptions(headers: Headers): Omit<RuleVerdict, 'rule'> {
  const header = headers.get('x-content-type-options');
  if (!header) return { verdict: 'x-content-type-options-not-implemented', points: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { verdict: 'x-content-type-options-nosniff', points: 0 }
    : { verdict: 'x-content-type-options-header-invalid', points: -5 };
}

function frameOptions(headers: Headers): Omit<RuleVerdict, 'rule'> {
  const ancestors = policyOf(headers)?.get('frame-ancestors');
  if (ancestors && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source)))
    return { verdict: 'x-frame-options-implemented-via-csp', points: 5 };
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return { verdict: 'x-frame-options-not-implemented', points: -20 };
  if (header === 'deny' || header === 'sameorigin') return { verdict: 'x-frame-options-sameorigin-or-deny', points: 0 };
  if (header.startsWith('allow-from ')) return { verdict: 'x-frame-options-allow-from-origin', points: 0 };
  return { verdict: 'x-frame-options-header-invalid', points: -20 };
}

function resourcePolicy(headers: Headers): Omit<RuleVerdict, 'rule'> {
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return { verdict: 'corp-not-implemented', points: 0 };
  if (header === 'same-origin') return { verdict: 'corp-implemented-with-same-origin', points: 10 };
  if (header === 'same-site') return { verdict: 'corp-implemented-with-same-site', points: 10 };
  if (header === 'cross-origin') return { verdict: 'corp-implemented-with-cross-origin', points: 0 };
  return { verdict: 'corp-header-invalid', points: -5 };
}
