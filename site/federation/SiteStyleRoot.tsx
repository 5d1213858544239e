/**
 * Renders a card in a shadow root holding the site's CSS (site-styles.ts): the preview looks
 * like the site whatever page hosts it, and neither side's styles leak into the other. The
 * preview is a picture of the card, not a second site: `inert` keeps its links and buttons
 * from navigating the host or taking focus (the host labels the preview as a whole).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { siteStyleSheet } from './site-styles';

export function SiteStyleRoot({ children }: { children: ReactNode }) {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (host) setShadow(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={attach} className="lakeside-site-card" inert>
      {shadow &&
        createPortal(
          <>
            <style>{siteStyleSheet()}</style>
            {children}
          </>,
          shadow,
        )}
    </div>
  );
}
