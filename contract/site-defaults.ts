// The settings of a site nobody has set up yet (docs/decisions/0074), alone in a module: every
// page's first load needs them, and none of the rest of contract/site-facts.ts (a module the
// first load imports is carried whole, with what the later chunks use of it).
import type { SiteSettings } from './site'

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
}
