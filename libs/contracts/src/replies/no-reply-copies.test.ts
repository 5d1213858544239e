/**
 * The site and the console read the API's replies through these contracts: a reply type
 * written by hand in site/ or console/ is a copy waiting to drift (STYLE.md, "Where the apps
 * meet"). This test reads site/src and console/src (.ts, .tsx, .d.ts and the frontmatter of
 * .astro files) and fails on either of two things:
 *
 * 1. A reply's shape declared by hand: an interface, or a type alias to an object literal,
 *    whose property names are all fields of one object of a reply contract (any level of
 *    replies/*.ts or admin-schema.ts), at least MIN_SHARED of them (or all of that object's
 *    fields when it has fewer), and whose declared property types do not contradict the
 *    contract's (a literal its enum lacks, a number where it has a string). Not copies:
 *    - types built from the contracts: an alias, a Pick<RoomReply, …>, `RoomReply & { … }`,
 *      an interface that extends a type (its own fields are additions to that type);
 *    - a view model with a field of its own (a card's `nameLang`);
 *    - request data: a shape whose names are all fields of one of the contracts' request
 *      schemas (a form's values, a URL's stay query) is what a client sends, checked by
 *      that schema, even where a reply happens to echo the same fields.
 * 2. A reply typed by hand: a type argument on a call of a fetch helper (getJson<Foo>(…),
 *    postJson<Foo>(…) …: the helpers take a contract and infer), or a JSON body cast to
 *    anything but unknown (`response.json() as Foo`).
 *
 * The fix for either is the contract: import its inferred type, and parse with it.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { contracts, findings, parse, ROOT, SCANNED, sourceFiles } from '../testing/reply-copies.js';

describe('site and console replies', () => {
  it('are typed by the contracts, never by a hand-written copy', async () => {
    const known = await contracts();
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => findings(parse(file), known))).toEqual([]);
  });

  it.each([
    [
      'an interface with some of a reply’s fields',
      'interface Room { id: string; name: string; pricePerNight: string }',
    ],
    [
      'an object type alias',
      'type Booking = { guestName: string; email: string; checkinDate: string; nights: number };',
    ],
    [
      'a copy inside a declared module',
      "declare module 'x' { export interface Post { id: string; permalink: string; caption: string | null } }",
    ],
    ['a typed fetch', "const rooms = await dataProvider.getJson<Room[]>('rooms');"],
    ['a cast body', 'const user = (await response.json()) as StaffUser;'],
    ['a cast promise', 'fetch(url).then((response) => response.json() as Promise<Room[]>);'],
  ])('flag %s', async (_case, text) => {
    const source = ts.createSourceFile('copy.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    expect(findings(source, await contracts())).toHaveLength(1);
  });

  it.each([
    ['a type built from a contract', "type Card = Pick<RoomReply, 'id' | 'name' | 'pricePerNight'>;"],
    // channelsReply is { rooms: ChannelRoomReply[] }: a page's rooms are another contract's.
    ['a shape holding another contract’s values', 'interface Props { rooms: Loaded<RoomReply[]> }'],
    [
      'a view model with fields of its own',
      'interface Bookable { id: string; name: string; nameLang?: "en"; maxGuests: number }',
    ],
    ['component props', 'interface Props { room: RoomReply; lang: Language; eager?: boolean }'],
    ['a fetch that names its contract', "const rooms = await dataProvider.getJson('rooms', roomListReply);"],
    ['a body read as unknown', 'const body: unknown = await response.json();'],
    ['a generic helper declaring its own type parameter', 'export async function getFromApi<T>(path: string) {}'],
    [
      'request data (a stay query a URL carries)',
      'interface StayParams { checkin: string | null; checkout: string | null; guests: number }',
    ],
    ['a shape the contract contradicts', "interface Picture { id: string; kind: 'image'; image: string }"],
    [
      'an interface extending a type',
      "interface Payload extends Omit<Order, 'items'> { items: Line[]; clientOrderId: string; source: 'pos' }",
    ],
  ])('let %s pass', async (_case, text) => {
    const source = ts.createSourceFile('fine.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    expect(findings(source, await contracts())).toEqual([]);
  });
});
