import { useMediaQuery } from '@mui/material';
import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

/** Narrower than this (a tablet), the kitchen display takes the whole width. */
export const KITCHEN_WIDE_PX = 1280;

/**
 * Closes react-admin's sidebar when the kitchen display opens on a screen narrower than
 * KITCHEN_WIDE_PX, so the tickets get the room; the cook can still open it from the app bar.
 * Leaving the display puts the sidebar back as it was.
 */
export function useKitchenSidebar(): void {
  const narrow = useMediaQuery(`(max-width:${KITCHEN_WIDE_PX - 0.05}px)`, { noSsr: true });
  const [open, setOpen] = useSidebarState();
  useEffect(() => {
    if (!narrow || !open) return;
    setOpen(false);
    return () => setOpen(true);
    // Only on arriving (or on the screen turning narrow): the cook's own toggling afterwards stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [narrow]);
}
