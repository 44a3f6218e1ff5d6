// The editor toolbar's icons (Tabler's shapes, MIT), drawn inline and hidden from screen readers:
// each button carries its name. Here rather than in src/components so only the editor loads them.
import type { ReactNode } from 'react'
import { Icon as Frame } from '../../../components/icons'

const Icon = ({ children }: { children: ReactNode }) => <Frame size={18}>{children}</Frame>

export const BoldIcon = () => (
  <Icon>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7h-6zM13 12h1a3.5 3.5 0 0 1 0 7h-7v-7" />
  </Icon>
)
export const ItalicIcon = () => (
  <Icon>
    <path d="M11 5l6 0M7 19l6 0M14 5l-4 14" />
  </Icon>
)
export const LinkIcon = () => (
  <Icon>
    <path d="M9 15l6 -6M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463" />
  </Icon>
)
export const HeadingIcon = () => (
  <Icon>
    <path d="M7 12h10M7 5v14M17 5v14M15 19h4M15 5h4M5 19h4M5 5h4" />
  </Icon>
)
export const ListIcon = () => (
  <Icon>
    <path d="M9 6l11 0M9 12l11 0M9 18l11 0M5 6l0 .01M5 12l0 .01M5 18l0 .01" />
  </Icon>
)
export const QuoteIcon = () => (
  <Icon>
    <path d="M10 11h-4a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1h3a1 1 0 0 1 1 1v6c0 2.667 -1.333 4.333 -4 5M19 11h-4a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1h3a1 1 0 0 1 1 1v6c0 2.667 -1.333 4.333 -4 5" />
  </Icon>
)
export const CodeIcon = () => (
  <Icon>
    <path d="M7 8l-4 4l4 4M17 8l4 4l-4 4M14 4l-4 16" />
  </Icon>
)
export const ImageIcon = () => (
  <Icon>
    <path d="M15 8h.01M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3zM3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3" />
  </Icon>
)
