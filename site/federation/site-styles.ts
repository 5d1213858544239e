/**
 * The CSS of the cards in the remote: the site's base styles first, then every stylesheet a
 * card imports, gathered by card-styles-plugin.ts as the card modules load. SiteStyleRoot
 * puts them in the preview's shadow root, so the console sees the site's look and the
 * site's rules (h3, .button, body…) never reach the console's own screens.
 */
import baseCss from '../src/styles/global.css?inline';

const cardStyles = new Set<string>();

/** Called by the modules that card-styles-plugin.ts puts in place of `import './x.css'`. */
export function addCardStyle(css: string): void {
  cardStyles.add(css);
}

/**
 * All the remote's CSS for a shadow root. The palette and type are declared on `:root` for
 * the site's pages; in a shadow root they belong on `:host`.
 */
export function siteStyleSheet(): string {
  return [baseCss, ...cardStyles].join('\n').replaceAll(':root', ':host');
}
