/**
 * The mechanics of replies/no-reply-copies.test.ts, whose comment states the two rules: read
 * the contracts' objects (replies and requests), parse the site's and the console's files with
 * the TypeScript compiler, and report each hand-written reply shape and hand-typed reply.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { z } from 'zod';

export const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Where the site and the console keep their code. */
export const SCANNED = ['site/src', 'console/src'];

/** Fewer shared names than this (`{ id, name }`) say too little to call a type a copy. */
const MIN_SHARED = 3;

/** The fetch helpers of the site and the console; each takes a contract and infers the reply's type. */
const FETCH_HELPERS = new Set([
  'getJson',
  'postJson',
  'postFile',
  'getFromApi',
  'loadFromApi',
  'readPostResult',
  'useStaffQuery',
  'useFormSubmission',
]);

interface ContractObject {
  contract: string;
  /** Field name → the zod schema of that field. */
  fields: Map<string, z.ZodType>;
}

/** Each exported reply schema → the name of its inferred type (roomReply → RoomReply). */
async function contractTypeNames(): Promise<Map<z.ZodType, string>> {
  const names = new Map<z.ZodType, string>();
  const all = (await import('../index.js')) as Record<string, unknown>;
  for (const [name, value] of Object.entries(all)) {
    if (value instanceof z.ZodType && name.endsWith('Reply')) names.set(value, name[0]!.toUpperCase() + name.slice(1));
  }
  return names;
}

/** The contract types a field's schema is made of (its list items, unwrapped), by name. */
function namedTypes(schema: z.ZodType, names: Map<z.ZodType, string>): string[] {
  const own = names.get(schema);
  if (own) return [own];
  if (schema instanceof z.ZodArray) return namedTypes(schema.element as z.ZodType, names);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return namedTypes(schema.unwrap() as z.ZodType, names);
  if (schema instanceof z.ZodReadonly || schema instanceof z.ZodDefault) return namedTypes(schema.def.innerType as z.ZodType, names);
  return [];
}

/** The contract types a declared type names (RoomReply in `Loaded<RoomReply[]>`). */
function referencedReplies(type: ts.TypeNode | undefined): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text.endsWith('Reply')) {
      found.push(node.typeName.text);
    }
    ts.forEachChild(node, visit);
  };
  if (type) visit(type);
  return found;
}

/** Every object of the reply contracts, nested objects and list items included. */
async function contractObjects(): Promise<ContractObject[]> {
  const dir = path.join(ROOT, 'libs/contracts/src/replies');
  const files = [
    ...fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(dir, name)),
    path.join(ROOT, 'libs/contracts/src/admin-schema.ts'),
  ];
  const objects: ContractObject[] = [];
  for (const file of files) objects.push(...objectsOf((await import(file)) as Record<string, unknown>));
  return objects;
}

/** Every object of the contracts' other schemas: what clients send (forms, queries, bodies). */
async function requestObjects(): Promise<ContractObject[]> {
  const replies = new Set((await contractObjects()).map(({ contract }) => contract));
  const all = (await import('../index.js')) as Record<string, unknown>;
  return objectsOf(Object.fromEntries(Object.entries(all).filter(([name]) => !replies.has(name))));
}

function objectsOf(module: Record<string, unknown>): ContractObject[] {
  const objects: ContractObject[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (value instanceof z.ZodType) collectObjects(value, name, objects, new Set());
  }
  return objects;
}

function collectObjects(schema: z.ZodType, contract: string, into: ContractObject[], seen: Set<z.ZodType>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const inner = (child: unknown) => {
    if (child instanceof z.ZodType) collectObjects(child, contract, into, seen);
  };
  if (schema instanceof z.ZodObject) {
    into.push({ contract, fields: new Map<string, z.ZodType>(Object.entries<z.ZodType>(schema.shape)) });
    Object.values(schema.shape).forEach(inner);
  } else if (schema instanceof z.ZodArray) inner(schema.element);
  else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) inner(schema.unwrap());
  else if (schema instanceof z.ZodReadonly || schema instanceof z.ZodDefault) inner(schema.def.innerType);
  else if (schema instanceof z.ZodUnion) schema.options.forEach(inner);
  else if (schema instanceof z.ZodPipe) inner(schema.def.in);
}

/**
 * What values a schema or a declared type admits, coarsely: 'string', 'number', 'boolean',
 * 'array', 'object', a literal ('=event'), or 'any' where this reading cannot tell (a type
 * reference, a custom schema). Null and undefined are left out: a copy may differ there.
 */
type Kind = string;

function schemaKinds(schema: z.ZodType): Kind[] {
  const def = schema.def as { type: string; innerType?: z.ZodType; entries?: object; values?: unknown[] };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return def.innerType ? schemaKinds(def.innerType) : ['any'];
    case 'string':
    case 'number':
    case 'boolean':
    case 'array':
    case 'object':
      return [def.type];
    case 'enum':
      return Object.values(def.entries ?? {}).map((value) => `=${String(value)}`);
    case 'literal':
      return (def.values ?? []).map((value) => `=${String(value)}`);
    case 'union':
      return (schema as z.ZodUnion).options.flatMap((option) => schemaKinds(option as z.ZodType));
    default:
      return ['any'];
  }
}

function declaredKinds(type: ts.TypeNode | undefined): Kind[] {
  if (!type) return ['any'];
  if (ts.isParenthesizedTypeNode(type)) return declaredKinds(type.type);
  if (ts.isUnionTypeNode(type)) return type.types.flatMap(declaredKinds);
  if (ts.isArrayTypeNode(type) || (ts.isTypeOperatorNode(type) && ts.isArrayTypeNode(type.type))) return ['array'];
  if (ts.isTypeLiteralNode(type)) return ['object'];
  if (ts.isLiteralTypeNode(type)) {
    const { literal } = type;
    if (ts.isStringLiteral(literal) || ts.isNumericLiteral(literal)) return [`=${literal.text}`];
    if (literal.kind === ts.SyntaxKind.TrueKeyword || literal.kind === ts.SyntaxKind.FalseKeyword) return ['boolean'];
    return []; // null
  }
  switch (type.kind) {
    case ts.SyntaxKind.StringKeyword:
      return ['string'];
    case ts.SyntaxKind.NumberKeyword:
      return ['number'];
    case ts.SyntaxKind.BooleanKeyword:
      return ['boolean'];
    case ts.SyntaxKind.UndefinedKeyword:
    case ts.SyntaxKind.NullKeyword:
      return [];
    default:
      return ['any'];
  }
}

/** Whether a declared kind could hold a value the contract's field admits. */
function fits(declared: Kind, contract: readonly Kind[]): boolean {
  if (declared === 'any' || contract.includes('any') || contract.includes(declared)) return true;
  const literals = contract.filter((kind) => kind.startsWith('='));
  if (declared === 'string') return literals.some((kind) => Number.isNaN(Number(kind.slice(1))));
  if (declared === 'number') return literals.some((kind) => !Number.isNaN(Number(kind.slice(1))));
  if (declared.startsWith('=')) return contract.includes(Number.isNaN(Number(declared.slice(1))) ? 'string' : 'number');
  return false;
}

/**
 * The declared fields say something the contract's object does not allow: a kind it cannot
 * hold, or values of other contract types than the field is made of (a page's `rooms:
 * RoomReply[]` is not another reply's `rooms` of channel rooms).
 */
function contradicts(members: DeclaredField[], object: ContractObject, names: Map<z.ZodType, string>): boolean {
  return members.some(({ name, type }) => {
    const field = object.fields.get(name);
    if (field === undefined) return false;
    const declared = declaredKinds(type);
    if (declared.length > 0 && !declared.some((kind) => fits(kind, schemaKinds(field)))) return true;
    const referenced = referencedReplies(type);
    const made = namedTypes(field, names);
    return referenced.length > 0 && made.length > 0 && !referenced.some((reply) => made.includes(reply));
  });
}

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [file] : [];
  });
}

/** The file as TypeScript: an .astro file's frontmatter, others whole. */
export function parse(file: string): ts.SourceFile {
  let text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.astro')) text = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

interface Finding {
  where: string;
  what: string;
}

interface DeclaredField {
  name: string;
  type: ts.TypeNode | undefined;
}

function declaredFields(members: ts.NodeArray<ts.TypeElement>): DeclaredField[] {
  return members.flatMap((member) =>
    ts.isPropertySignature(member) && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))
      ? [{ name: member.name.text, type: member.type }]
      : [],
  );
}

/** The shape an interface or object type alias declares itself; undefined for types built from others. */
function declaredShape(node: ts.Node): { name: string; fields: DeclaredField[] } | undefined {
  if (ts.isInterfaceDeclaration(node) && !node.heritageClauses?.length) {
    return { name: node.name.text, fields: declaredFields(node.members) };
  }
  if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) {
    return { name: node.name.text, fields: declaredFields(node.type.members) };
  }
  return undefined;
}

/** All the names are fields of the object, and enough of them to say so. */
const within = (names: string[], object: ContractObject) =>
  names.every((name) => object.fields.has(name)) && names.length >= Math.min(MIN_SHARED, object.fields.size);

/** Rule 1: declared shapes that copy a reply contract's object. */
function copiedShapes(source: ts.SourceFile, contracts: Contracts): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    const shape = declaredShape(node);
    const names = shape?.fields.map(({ name }) => name) ?? [];
    if (shape && names.length > 0 && !contracts.requests.some((request) => within(names, request))) {
      const copied = contracts.replies.find(
        (reply) => within(names, reply) && !contradicts(shape.fields, reply, contracts.typeNames),
      );
      if (copied) findings.push({ where: where(source, node), what: `${shape.name} copies ${copied.contract}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Rule 2: replies typed by a type argument or a cast instead of a contract. */
function handTypedReplies(source: ts.SourceFile): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.typeArguments?.length) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && FETCH_HELPERS.has(callee.text)) {
        findings.push({ where: where(source, node), what: `${callee.text}<…>: pass the reply's contract instead` });
      }
    }
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && isJsonBody(node.expression)) {
      const type = node.type.getText(source);
      if (type !== 'unknown' && type !== 'Promise<unknown>') {
        findings.push({ where: where(source, node), what: `JSON body cast to ${type}: parse it with its contract` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** `response.json()`, `await response.json()`, `response.json().catch(…)`, or fetchJson's `reply.json`. */
function isJsonBody(expression: ts.Expression): boolean {
  let node: ts.Expression = expression;
  while (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node)) node = node.expression;
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    if (node.expression.name.text === 'catch') return isJsonBody(node.expression.expression);
    return node.expression.name.text === 'json';
  }
  return ts.isPropertyAccessExpression(node) && node.name.text === 'json';
}

function where(source: ts.SourceFile, node: ts.Node): string {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `${path.relative(ROOT, source.fileName)}:${line + 1}`;
}

export interface Contracts {
  replies: ContractObject[];
  requests: ContractObject[];
  typeNames: Map<z.ZodType, string>;
}

export const contracts = async (): Promise<Contracts> => ({
  replies: await contractObjects(),
  requests: await requestObjects(),
  typeNames: await contractTypeNames(),
});

export function findings(source: ts.SourceFile, known: Contracts): string[] {
  return [...copiedShapes(source, known), ...handTypedReplies(source)].map(({ where, what }) => `${where} ${what}`);
}
