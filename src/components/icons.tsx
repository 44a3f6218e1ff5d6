// Small inline icons (no icon font or package): decorative, so hidden from screen readers; the
// control around each one carries the name.
import type { ReactNode } from 'react'

/** The frame every icon here (and the editor's, drawn elsewhere) shares: a 24-unit outline. */
export function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
)

export const MoonIcon = () => (
  <Icon>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Icon>
)

export const GitHubIcon = () => (
  <Icon>
    <path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.9a3.4 3.4 0 0 0-.9-2.6c3.1-.3 6.4-1.5 6.4-7A5.4 5.4 0 0 0 20 4.8 5 5 0 0 0 19.9 1S18.7.7 16 2.5a13.4 13.4 0 0 0-7 0C6.3.7 5.1 1 5.1 1A5 5 0 0 0 5 4.8a5.4 5.4 0 0 0-1.5 3.7c0 5.4 3.3 6.6 6.4 7a3.4 3.4 0 0 0-.9 2.6V22" />
  </Icon>
)

export const MastodonIcon = () => (
  <Icon>
    <path d="M18 17c2-1 3-3 3-6V8c0-3-2-5-5-5H8C5 3 3 5 3 8v4c0 6 3 9 9 9 2 0 4-.5 5-1.5" />
    <path d="M8 14V9a2 2 0 0 1 4 0v3M12 12V9a2 2 0 0 1 4 0v5" />
  </Icon>
)

/** An outline icon that is filled when `filled` (a liked post's heart, a saved post's bookmark). */
function FillableIcon({ filled, size, d }: { filled: boolean; size: number; d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}

/** A heart, filled when `filled` (a post the reader likes). */
export const HeartIcon = ({ filled = false, size = 20 }: { filled?: boolean; size?: number }) => (
  <FillableIcon
    filled={filled}
    size={size}
    d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.5 1.2 5 3 1.5-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
  />
)

/** A bookmark ribbon, filled when `filled` (a post on the reader's reading list). */
export const BookmarkIcon = ({
  filled = false,
  size = 20,
}: {
  filled?: boolean
  size?: number
}) => (
  <FillableIcon
    filled={filled}
    size={size}
    d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z"
  />
)

export const CommentIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
  </Icon>
)

export const SearchIcon = ({ size }: { size?: number }) => (
  <Icon {...(size ? { size } : {})}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
)
