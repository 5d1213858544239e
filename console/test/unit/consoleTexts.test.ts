/**
 * Every text a person reads in the console comes from the messages (i18n/), so it exists in
 * English and Spanish: no words written straight into JSX, nor into the props that show text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

/** Props whose string is shown to a person (or read out by a screen reader). */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'primaryText',
  'placeholder',
  'helperText',
  'aria-label',
  'primary',
  'secondary',
  'emptyText',
  'alt',
]);

/** The product's name reads the same in both languages. */
const NAMES = new Set(['Lakeside Console']);

/** Folders whose screens are still being translated; empty when the console is all in both languages. */
const NOT_YET_TRANSLATED: readonly string[] = [];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(folder, entry.name)]
        : [],
  );
}

/** Words: two letters in a row (a lone "Q", "·" or "—" is not a phrase). */
const WORDS = /\p{L}{2,}/u;

function writtenTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
            ? value.expression
            : undefined;
      // A key ("pos.placeOrder") is what react-admin translates itself; words with spaces are not keys.
      if (
        literal &&
        WORDS.test(literal.text) &&
        !NAMES.has(literal.text) &&
        !/^[\w-]+(\.[\w-]+)+$/.test(literal.text)
      ) {
        found.push(`${where(node)} ${node.name.getText()}="${literal.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('console texts', () => {
  it('writes no words into JSX: every text is a message in both languages', () => {
    const files = sourceFiles(SRC).filter(
      (file) => !NOT_YET_TRANSLATED.some((folder) => relative(SRC, file).startsWith(`${folder}/`)),
    );
    expect(files.flatMap(writtenTexts)).toEqual([]);
  });
});
