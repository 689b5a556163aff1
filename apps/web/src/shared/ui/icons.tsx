import type { ReactNode } from 'react';

/** Line icons drawn for the shell; decorative (the button around them carries the label). */
type IconProps = { size?: number };

function Icon({ size, weight, children }: { size: number; weight: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** One icon of the set: its drawing, at its usual size unless the caller asks for another. */
const icon =
  (drawing: ReactNode, usualSize = 24, weight = 1.8) =>
  ({ size = usualSize }: IconProps) => (
    <Icon size={size} weight={weight}>
      {drawing}
    </Icon>
  );

export const BackIcon = icon(<path d="M15 5l-7 7 7 7" />);

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>,
);

export const CartIcon = icon(
  <>
    <path d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>,
);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);

export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />, 20);

export const ArrowUpIcon = icon(<path d="M12 19V5M6 11l6-6 6 6" />, 20);

/** A question mark in a circle: the help button's icon. */
export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.6a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.1-2.4 3.5" />
    <path d="M12 17h.01" />
  </>,
);

/** An arrow to the right: the about-us sections' way on to the next one. */
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />, 20, 2);
