/**
 * Icon.astro's line icon for React components rendered on the server (the room card) and in
 * the console's preview: the same paths and stroke, decorative unless given a label.
 */
import { ICON_PATHS, type IconName } from '../../lib/icons';

interface Props {
  name: IconName;
  /** Size in CSS pixels. */
  size?: number;
  label?: string;
}

export function LineIcon({ name, size = 24, label }: Props) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
