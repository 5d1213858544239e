/** Behaviour of MenuToggle.astro: open and close the panel, keep aria-expanded and the label true. */
export function enhanceMenuToggle(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = root.querySelector<HTMLElement>('.menu-panel');
  if (!button || !panel) return;

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
    panel.hidden = !open;
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  button.addEventListener('click', () => setOpen(!isOpen()));
  // Choosing an item closes the menu, also for in-page anchors (/#rooms) where no page loads.
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !root.contains(event.target as Node)) setOpen(false);
  });
}
