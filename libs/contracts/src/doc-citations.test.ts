/**
 * Comments cite what a clone of the repository has: a contract in this package, or a note
 * under docs/ (docs/README.md lists them). This test scans the workspace's sources and fails on
 * a citation of a document that lives elsewhere (the old product spec and architecture notes),
 * on a mention of that spec without a section ("the spec's payload", "(spec name kept)"), and on
 * a `docs/….md#heading` whose file or heading does not exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);

/** Top-level folders and files whose text is ours. */
const SCANNED = ['api', 'site', 'console', 'libs', 'e2e', 'scripts', 'bench', 'docs', 'README.md', 'CONTRIBUTING.md'];
/** Generated output, dependencies and data: never written by hand. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.astro',
  '.nx',
  'coverage',
  'data',
  '.bench-dist',
  '.tools',
  'test-results',
]);
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.astro', '.css', '.md']);

function sourceFiles(entry: string): string[] {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return EXTENSIONS.has(path.extname(entry)) ? [entry] : [];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .filter((child) => !(child.isDirectory() && SKIPPED_DIRS.has(child.name)))
    .flatMap((child) => sourceFiles(path.join(entry, child.name)));
}

interface Finding {
  line: number;
  text: string;
}

/**
 * Citations of documents a clone does not have: "spec §5", "product-spec", the architecture
 * notes' file, and a bare "(§7)". Section signs of public standards ("RFC 9110 §7.6.1") stay.
 */
function externalCitations(source: string): Finding[] {
  const findings: Finding[] = [];
  source.split('\n').forEach((text, index) => {
    const bare = [...text.matchAll(/§\s?\d/g)].some(
      (match) => !/RFC\s?\d+\s*$/i.test(text.slice(0, match.index).slice(-24)),
    );
    if (/\bspec\s*§/i.test(text) || /product-spec/i.test(text) || /\bARCHITECTURE\b/.test(text) || bare) {
      findings.push({ line: index + 1, text: text.trim() });
    }
  });
  return findings;
}

/**
 * How a line refers to the old product specification without a section number. A clone has no
 * such document, so a comment (or a test title) says the rule in our words and cites the docs/
 * note or the contract that holds it; a body kept from the product's first version is "the first
 * version's body", a wording that must not change is an "agreed" text.
 *
 * The word "spec" also names test files, so the vocabulary is fixed: a test file is "a spec",
 * "this spec", "every spec", "an e2e spec" or "the test", never "the spec" alone. Flagged:
 * - "the spec" / "the spec's" ("as the spec says"; Spanish "del spec" too) and "product spec";
 * - "spec:" as a label at the start of a comment or sentence ("// Spec: …", "(spec: 'Order …')");
 * - "(spec" opening a parenthesis ("(spec name kept)", "(spec field)", "(spec)");
 * - "spec" before what the product spec defined ("spec payload", "spec messages", "Spec texts"),
 *   unless a test-file word precedes it ("an e2e spec name");
 * - "spec's" opening a comment line, where "the" ended the line before.
 * File names and the OpenAPI document never match: "*.spec.ts", "e2e-spec", "the OpenAPI spec",
 * "OpenAPI specification", `SPEC_TEXTS`.
 */
const SPEC_MENTIONS: RegExp[] = [
  /\b(?:the|del|el|product)\s+spec\b(?![-\w]|\.\w)/i,
  /(?:^|\/\/|\/\*+|\*|\(|[.;]\s)\s*spec\s*:/i,
  /\(spec\b(?![-\w]|\.\w)/i,
  /(?<!\b(?:a|an|each|every|this|that|one|e2e|unit|test|openapi)\s+)(?<![-.\w])spec\s+(?:payloads?|messages?|texts?|names?|fields?|defaults?|titles?|clients?|wording|routes?|rules?|values?|screens?|lists?|forms?)\b/i,
  /^\s*(?:\*|\/\/)?\s*spec['’]s\b/i,
];

function specMentions(source: string): Finding[] {
  const findings: Finding[] = [];
  source.split('\n').forEach((text, index) => {
    if (SPEC_MENTIONS.some((pattern) => pattern.test(text))) findings.push({ line: index + 1, text: text.trim() });
  });
  return findings;
}

/** `docs/….md` and `docs/….md#anchor` cited in a file, with the line they are on. */
function docCitations(source: string): (Finding & { file: string; anchor?: string })[] {
  const found: (Finding & { file: string; anchor?: string })[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/(?<![\w./-])(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g)) {
      found.push({ line: index + 1, text: text.trim(), file: match[1] ?? '', anchor: match[2] });
    }
  });
  return found;
}

/** Relative links between markdown files: `[text](policies.md#free-cancellation)`. */
function markdownLinks(source: string): (Finding & { file: string; anchor?: string })[] {
  const found: (Finding & { file: string; anchor?: string })[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/\]\((?!https?:|#)([^)\s#]+\.md)(?:#([^)\s]+))?\)/g)) {
      found.push({ line: index + 1, text: text.trim(), file: match[1] ?? '', anchor: match[2] });
    }
  });
  return found;
}

/** The anchors GitHub gives a markdown file's headings (duplicates get -1, -2, …). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const files = SCANNED.flatMap((entry) => sourceFiles(path.join(ROOT, entry))).filter((file) => file !== SELF);
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** "file:line  text" for each broken citation, so a failure says where to look. */
function brokenTargets(
  citations: { file: string; line: number; text: string; target: string; anchor?: string }[],
): string[] {
  const anchorsOf = new Map<string, Set<string> | null>();
  const broken: string[] = [];
  for (const citation of citations) {
    if (!anchorsOf.has(citation.target)) {
      const exists = fs.existsSync(citation.target) && fs.statSync(citation.target).isFile();
      anchorsOf.set(citation.target, exists ? headingAnchors(fs.readFileSync(citation.target, 'utf8')) : null);
    }
    const anchors = anchorsOf.get(citation.target);
    const problem =
      anchors === null || anchors === undefined
        ? `no file ${relative(citation.target)}`
        : citation.anchor && !anchors.has(citation.anchor)
          ? `no heading #${citation.anchor} in ${relative(citation.target)}`
          : null;
    if (problem) broken.push(`${citation.file}:${citation.line}  ${problem}  (${citation.text})`);
  }
  return broken;
}

describe('citations in comments and docs', () => {
  it('finds the workspace sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map(relative)).toContain('libs/contracts/src/messages.ts');
  });

  it('cite no document outside the repository (cite a contract or a docs/ note instead)', () => {
    const found = files.flatMap((file) =>
      externalCitations(fs.readFileSync(file, 'utf8')).map(({ line, text }) => `${relative(file)}:${line}  ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('do not lean on "the spec" (say the rule, cite a contract or a docs/ note instead)', () => {
    const found = files.flatMap((file) =>
      specMentions(fs.readFileSync(file, 'utf8')).map(({ line, text }) => `${relative(file)}:${line}  ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('cite docs/ files and headings that exist', () => {
    const citations = files.flatMap((file) =>
      docCitations(fs.readFileSync(file, 'utf8')).map((citation) => ({
        ...citation,
        file: relative(file),
        target: path.join(ROOT, citation.file),
      })),
    );
    expect(citations.length).toBeGreaterThan(0);
    expect(brokenTargets(citations)).toEqual([]);
  });

  it('link markdown files and headings that exist', () => {
    const links = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        markdownLinks(fs.readFileSync(file, 'utf8')).map((link) => ({
          ...link,
          file: relative(file),
          target: path.resolve(path.dirname(file), link.file),
        })),
      );
    expect(brokenTargets(links)).toEqual([]);
  });
});

describe('the citation checks themselves', () => {
  it.each([
    ['/** At least 10 characters (spec §5). */'],
    ['/** Spec §2: Recent Expenses. */'],
    ["/** The spec's expense calls (§7). */"],
    ['Texts quoted in product-spec §2.'],
    ['(ARCHITECTURE "time zone")'],
    ['the ARCHITECTURE.md shape'],
  ])('flag %s', (line) => {
    expect(externalCitations(line)).toHaveLength(1);
  });

  it.each([
    ['/** Hop-by-hop headers (RFC 9110 §7.6.1). */'],
    ['/** Minimum stay (docs/requirements/booking-rules.md#minimum-stay). */'],
    ['/** The architecture of the cache. */'],
  ])('let %s pass', (line) => {
    expect(externalCitations(line)).toEqual([]);
  });

  it.each([
    ["/** The newsletter popup: the spec's two fields plus the page language. */"],
    ['// Only the required fields, as the spec says.'],
    ["it('refuses a bad %s with the spec message (%j)', async () => {"],
    ["/** The room's catalogue id (spec name kept). */"],
    ['/** confirmed (spec default: seats are reserved at once) | paid | cancelled. */'],
    ['/** Follows the spec. */'],
    ['/** Agreed with the product spec. */'],
    ['  // Spec: a new check-in moves the check-out along.'],
    ["/** After a placed order: its number (spec: 'Order {number}'). */"],
    ["   * number input sends one. Spec: 'Price must be positive' for anything below 0."],
    ['/** The film (spec). */'],
    ['/** Spec texts come from the contracts. */'],
    ["describe('POST /api/room-bookings (spec payload)', () => {"],
    ["test.each(rows)('$key is the spec text', () => {"],
    [" * spec's room facts and sample events dated after today."],
    [' * `Dictionary` lo exige. Los textos del spec se traducen aquí por clave.'],
  ])('flag the product spec in %s', (line) => {
    expect(specMentions(line)).toHaveLength(1);
  });

  it.each([
    ["include: ['src/**/*.spec.ts', 'test/**/*.e2e-spec.ts'],"],
    ["console.info('multi-instance.e2e-spec skipped: set DATABASE_URL to run it.');"],
    ['/** Hop-by-hop headers, as the OpenAPI spec describes them. */'],
    ['/** Checked by the reply-contracts e2e spec against the OpenAPI specification. */'],
    ['so this spec is skipped without one; every spec failing with a 400; a unit spec beside it.'],
    ["// The body as sent: a contract drops fields it does not name, and a spec's toEqual must see them."],
    ['## Writing an API e2e spec'],
    ['const { clientOrderId: _id, ...spec } = orderBody(lines); await postGuestOrder(t, spec);'],
    ["test.each(SPEC_TEXTS)('$key is the agreed text', () => {"],
    ["const draft = freshDraft({ email: 'spec-client@example.com' }); send(specPayload);"],
    ["/** The first version's body (docs/requirements/api-shape.md#guest-calls). */"],
  ])('let %s pass', (line) => {
    expect(specMentions(line)).toEqual([]);
  });

  it('reads a docs citation with and without its heading', () => {
    expect(docCitations('see docs/requirements/policies.md#free-cancellation and docs/README.md.')).toMatchObject([
      { file: 'docs/requirements/policies.md', anchor: 'free-cancellation' },
      { file: 'docs/README.md', anchor: undefined },
    ]);
  });

  it("makes GitHub's heading anchors", () => {
    const anchors = headingAnchors(
      [
        '# Booking rules',
        '## Stay dates',
        '```',
        '## not a heading',
        '```',
        '## Records, privacy and age',
        '## Stay dates',
      ].join('\n'),
    );
    expect([...anchors]).toEqual(['booking-rules', 'stay-dates', 'records-privacy-and-age', 'stay-dates-1']);
  });
});
