import type { Page } from 'playwright-core';

/**
 * What does not fit on the screen as it stands: the page wider than the window, and words
 * cut off in buttons, tabs, chips, field labels, headings and table headers (Spanish runs
 * longer than English). Each as a line naming the text, so a failure says what to look at.
 */
export async function cutOrOverflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page is ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    const selectors = [
      '.MuiButton-root',
      '.MuiToggleButton-root',
      '[role="tab"]',
      '.MuiChip-label',
      '.MuiInputLabel-root',
      '.MuiFormControlLabel-label',
      'h1',
      'h2',
      'h3',
      'th',
    ];
    // A wide table or grid inside its own sideways scroller is laid out to scroll, not cut.
    const insideScroller = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
      if (element.offsetParent === null) continue; // not shown
      const clipped =
        element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible';
      const box = element.getBoundingClientRect();
      const outside = box.right > root.clientWidth + 1 && !insideScroller(element);
      if (clipped || outside) found.push(`${clipped ? 'cut' : 'off screen'}: ${element.textContent?.trim() ?? ''}`);
    }
    return found;
  });
}
