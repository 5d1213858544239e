/**
 * Astro's container renders an island to the HTML its page sends, without a build or a
 * browser (withastro/astro examples/container-with-vitest). Only the React renderer is needed.
 */
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import Island from './Island.astro';

const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });

export function renderIsland<Props extends object>(
  component: (props: Props) => unknown,
  props: NoInfer<Props>,
): Promise<string> {
  return container.renderToString(Island, { props: { component, ...props } });
}
