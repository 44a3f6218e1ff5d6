// The site's links as data (docs/decisions/0076): the header's navigation, the footer's columns
// and the social accounts. Their limits, messages and the one rule for an address, shared by the
// contract's schemas and the settings form. Not on the first load: the header and footer draw
// links the server has checked, and need none of this.

/** A link the owner sets: the words a reader sees and where they go. */
export interface SiteLink {
  label: string
  url: string
}

export const NAVIGATION_LINKS_MAX = 8
export const FOOTER_LINKS_MAX = 8
export const SOCIAL_ACCOUNTS_MAX = 8
export const LINK_LABEL_MAX = 40
export const LINK_URL_MAX = 500

export const linkMessages = {
  labelEmpty: 'Give the link its words',
  labelTooLong: `A link's words are at most ${LINK_LABEL_MAX} characters`,
  url: 'Enter a web address (https://…) or a path on this site (/about)',
  socialUrl: 'Enter the profile’s web address (https://…)',
  tooManyLinks: (max: number) => `At most ${max} links here`,
  tooManyAccounts: `At most ${SOCIAL_ACCOUNTS_MAX} accounts`,
} as const

/**
 * A path on this site ("/about", "/tag/rust?x=1#top"): one slash, then no second one (`//host`
 * is another site), no backslash (browsers read `/\host` as `//host`), no space or control
 * character.
 */
export const isSitePath = (value: string): boolean =>
  /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= LINK_URL_MAX

/** An address on the web a reader may be sent to: http or https, with a host. */
export function isWebAddress(value: string): boolean {
  if (value.length > LINK_URL_MAX || !/^https?:\/\//i.test(value) || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/** Where a link may go: a web address, or a path on this site. */
export const isLinkUrl = (value: string): boolean => isSitePath(value) || isWebAddress(value)
