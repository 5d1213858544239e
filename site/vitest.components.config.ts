/**
 * Component tests (test/components): Astro's container renders islands to HTML in Node, with
 * the site's own Vite setup (getViteConfig), and no build or browser.
 */
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    name: 'components',
    include: ['test/components/**/*.test.ts'],
    environment: 'node',
  },
});
