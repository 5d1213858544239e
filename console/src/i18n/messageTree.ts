/**
 * The console's texts are polyglot phrases keyed by dotted paths ("pos.placeOrder"), kept in
 * the folder of the screen that shows them. A feature defines its English and Spanish together,
 * so a key cannot exist in one language and not the other: TypeScript refuses a Spanish tree
 * whose keys differ from the English one.
 */

/** Phrases by key; `%{name}` marks a value given at translate time, `||||` separates plural forms. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same keys as `T`, each with its own text. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** One feature's phrases in both languages, under its namespace ("pos", "till"…). */
export interface FeatureMessages {
  readonly namespace: string;
  readonly en: MessageTree;
  readonly es: MessageTree;
}

export function defineMessages<const T extends MessageTree>(
  namespace: string,
  en: T,
  es: Translation<T>,
): FeatureMessages {
  return { namespace, en, es };
}

/** `base` with `over`'s phrases laid on top, subtree by subtree (react-admin's packs are nested). */
export function mergeMessages(base: MessageTree, over: MessageTree): MessageTree {
  const merged: Record<string, string | MessageTree> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = typeof value === 'object' && typeof below === 'object' ? mergeMessages(below, value) : value;
  }
  return merged;
}

/** Every key of `tree` as a dotted path, with its phrase. */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, phrase] of flattenMessages(value, path)) flat.set(inner, phrase);
  }
  return flat;
}
