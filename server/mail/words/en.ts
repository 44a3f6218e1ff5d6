// The mails' fixed words in English (docs/decisions/0077, "Mails"): the source every other
// language's module is typed against. These are the words the mails said before they spoke other
// languages, kept word for word. A sentence that holds values is a function of them.
import { ROLE_NAMES } from '../../../contract/site-facts'
import type { Role } from '../../../contract/site'

/** "a contributor", "an editor": the role's name with its article. */
const asRole = (role: Role) => {
  const name = ROLE_NAMES[role].toLowerCase()
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`
}

export const en = {
  /** A post by mail: the line above its title, the link under it, and why it came. */
  post: {
    publishedOn: (v: { author: string; site: string }) => `${v.author} published on ${v.site}`,
    readOn: (site: string) => `Read it on ${site}`,
    /** The plain-text part's line: the words, then the address. */
    readOnAt: (v: { site: string; url: string }) => `Read it on ${v.site}: ${v.url}`,
    unsubscribe: 'Unsubscribe',
    unsubscribeAt: (url: string) => `Unsubscribe: ${url}`,
    becauseWholeSite: (site: string) =>
      `You get this because you subscribed to every new post on ${site}.`,
    becauseAuthor: (v: { author: string; site: string }) =>
      `You get this because you subscribed to ${v.author}'s posts on ${v.site}.`,
  },
  /** The confirmation of an address's subscriptions. */
  confirm: {
    title: 'Confirm your subscription',
    subject: (site: string) => `Confirm your subscription to ${site}`,
    /** `what`: the subscriptions waiting, as `list` writes them. */
    intro: (v: { site: string; what: string }) =>
      `Someone (we hope you) asked to get new posts on ${v.site} by email: ${v.what}.`,
    list: (items: readonly string[]) => items.join(', '),
    everyPost: 'every new post',
    /** An author's posts; undefined: an author nobody can name any more. */
    postsBy: (author: string | undefined) => `posts by ${author ?? 'an author'}`,
    button: 'Confirm',
    buttonAt: (url: string) => `Confirm: ${url}`,
    ignore: 'If it was not you, ignore this mail: nothing will be sent to you.',
  },
  /** An invitation to the site's staff (ADR 0074). */
  invitation: {
    subject: (v: { site: string; role: Role }) => `Join ${v.site} as ${asRole(v.role)}`,
    intro: (v: { inviter: string; site: string; role: Role }) =>
      `${v.inviter} invites you to ${v.site} as ${asRole(v.role)}.`,
    how: (expires: Date) =>
      `Open the link signed in with this address (or register with it first). It works until ${expires.toUTCString()}.`,
    button: 'Accept the invitation',
    buttonAt: (url: string) => `Accept: ${url}`,
    /** Who invites, when their profile names nobody. */
    someone: 'The site’s owner',
  },
}

/** What every language says: English's shape, so a missing or extra word does not compile. */
export type MailWords = typeof en
