/**
 * Vite plugin for the remote build: a card's `import './RoomCard.css'` becomes "register this
 * CSS text with site-styles.ts" instead of a <link> in the page. A host page is someone
 * else's document: the remote's CSS must go into the preview's shadow root, not its head,
 * and whatever CSS a card imports comes along without a list to keep in step.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = '\0lakeside-card-style:';
/** Virtual ids must not end in .css, or Vite's CSS plugins would take them for stylesheets. */
const SUFFIX = '.js';
const registry = fileURLToPath(new URL('./site-styles.ts', import.meta.url));

export function cardStylesAsText(): Plugin {
  return {
    name: 'lakeside:card-styles-as-text',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only plain stylesheet imports; `?inline` and other queries keep Vite's meaning.
      if (!source.endsWith('.css') || !importer || importer.startsWith(PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      return [
        `import css from ${JSON.stringify(`${file}?inline`)};`,
        `import { addCardStyle } from ${JSON.stringify(registry)};`,
        'addCardStyle(css);',
      ].join('\n');
    },
  };
}
