// The settings of a site nobody has set up yet (docs/decisions/0074), alone in a module: every
// page's first load needs them, and none of the rest of contract/site-facts.ts (a module the
// first load imports is carried whole, with what the later chunks use of it).
import type { SiteSettings } from './site'

/** Mantine's blue: the accent before it was a setting, and the default colour's palette exactly. */
export const MANTINE_BLUE = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#228be6',
  '#1c7ed6',
  '#1971c2',
  '#1864ab',
]

/** The default accent: Mantine's blue 7, the manifest's theme colour before it was a setting. */
export const DEFAULT_ACCENT = '#1c7ed6'

/** A site nobody has set up yet: the name every installation had before it had an owner. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  title: 'Quill',
  description: 'Quill: read and write blog posts',
  language: 'en',
  timeZone: 'UTC',
  publishing: 'everyone',
  commentsByDefault: true,
  // The links the footer had before they were settings (docs/decisions/0076): a fresh install
  // looks as it did.
  navigation: [],
  footerResources: [
    { label: 'Latest posts', url: '/' },
    { label: 'Write a post', url: '/new-post' },
    { label: 'Service status', url: '/status' },
  ],
  footerLegal: [
    { label: 'Privacy', url: '/privacy' },
    { label: 'Terms of use', url: '/terms' },
  ],
  socialAccounts: ['https://github.com', 'https://mastodon.social'],
  accentColor: DEFAULT_ACCENT,
  accentPalette: MANTINE_BLUE,
  logo: '',
  icon: '',
  cover: '',
}
