/** A category's line icon, decorative: the category's name is always written next to it. */
import { ICON_PATHS } from '../../lib/icons';
import { categoryIcon } from './category-icons';

export function CategoryIcon({ category, size = 18 }: { category: string; size?: number }) {
  return (
    <svg
      className="category-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[categoryIcon(category)]} />
    </svg>
  );
}
