// A post as an email: the stored `body_html` with its styles inlined (mail clients drop <style>
// and classes), every link and image absolute on PUBLIC_URL, and a plain-text part: the post as
// a text-only mail client shows it, its words with each link's address (markdown/mail-text.ts).
// The inliner is a fixed table of tags and styles, enough for what markdown/render.ts writes;
// no other HTML reaches it. The mail's own words are in its recipient's language (words/,
// docs/decisions/0077 "Mails"); the post's title and text are the author's, never translated.
import { markdownAsText } from '../../markdown/mail-text'
import { type Language, LANGUAGES } from '../../contract/languages'
import { htmlLanguage, mailWords } from './words'
import { escapeHtml } from '../findable/head'
import { slugify } from '../../contract/slug'
import { postPath } from '../../contract/site-urls'

const FONT =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"
const MONO = 'font-family:SFMono-Regular,Consolas,Menlo,monospace'

/** Inline styles by tag, for the tags the Markdown renderer writes. */
const STYLES: Record<string, string> = {
  h1: 'font-size:26px;line-height:1.25;margin:24px 0 12px',
  h2: 'font-size:22px;line-height:1.3;margin:22px 0 10px',
  h3: 'font-size:18px;line-height:1.35;margin:20px 0 8px',
  h4: 'font-size:16px;margin:18px 0 8px',
  h5: 'font-size:15px;margin:16px 0 8px',
  h6: 'font-size:14px;margin:16px 0 8px;color:#555',
  p: 'font-size:16px;line-height:1.6;margin:0 0 16px',
  a: 'color:#1864ab;text-decoration:underline',
  img: 'max-width:100%;height:auto;border:0',
  figure: 'margin:0 0 16px',
  figcaption: 'font-size:14px;color:#666;margin-top:4px',
  blockquote: 'margin:0 0 16px;padding:0 0 0 14px;border-left:4px solid #ddd;color:#555',
  ul: 'margin:0 0 16px;padding-left:24px',
  ol: 'margin:0 0 16px;padding-left:24px',
  li: 'font-size:16px;line-height:1.6;margin:0 0 4px',
  pre: `${MONO};font-size:14px;background:#f6f8fa;padding:12px;border-radius:6px;overflow:auto;white-space:pre-wrap`,
  code: `${MONO};font-size:14px;background:#f6f8fa`,
  table: 'border-collapse:collapse;margin:0 0 16px',
  th: 'border:1px solid #ddd;padding:6px 10px;text-align:left',
  td: 'border:1px solid #ddd;padding:6px 10px',
  hr: 'border:0;border-top:1px solid #ddd;margin:24px 0',
}

/**
 * The styles with a side, for a post written right to left: mail clients read few logical
 * properties (`border-inline-start`), so the sides are swapped instead.
 */
const RIGHT_TO_LEFT: Record<string, string> = {
  ...STYLES,
  blockquote: 'margin:0 0 16px;padding:0 14px 0 0;border-right:4px solid #ddd;color:#555',
  ul: 'margin:0 0 16px;padding-right:24px',
  ol: 'margin:0 0 16px;padding-right:24px',
  th: 'border:1px solid #ddd;padding:6px 10px;text-align:right',
}

const OPENING_TAG = new RegExp(`<(${Object.keys(STYLES).join('|')})(\\s[^>]*)?>`, 'g')

/** Adds each known tag's style attribute (the renderer writes none of its own). */
export function inlineStyles(html: string, direction: 'ltr' | 'rtl' = 'ltr'): string {
  const styles = direction === 'rtl' ? RIGHT_TO_LEFT : STYLES
  return html.replace(OPENING_TAG, (_tag, name: string, attributes = '') => {
    return `<${name}${attributes as string} style="${styles[name] ?? ''}">`
  })
}

/**
 * Which way a post's own text runs: that of its first letter, so an English post in an Arabic
 * mail reads left to right and an Arabic one in an English mail right to left.
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const letter = /\p{L}/u.exec(text)?.[0] ?? ''
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(
    letter,
  )
    ? 'rtl'
    : 'ltr'
}

/** Links and images on this site written as paths become absolute: a mail has no origin. */
export function absoluteUrls(html: string, publicUrl: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, (_match, attribute: string) => {
    return `${attribute}="${publicUrl}/`
  })
}

export interface PostForMail {
  id: string
  title: string
  /** Markdown: the plain-text part is made from it (markdown/mail-text.ts). */
  body: string
  bodyHtml: string
  image: string
  authorName: string
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

const absolute = (url: string, publicUrl: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url

/** The mail of a newly published post to one subscriber, in their language. */
export function renderPostMail(
  post: PostForMail,
  links: {
    publicUrl: string
    site: string
    unsubscribeUrl: string
    /** Why they get it: they subscribed to every post on the site, or to its author's. */
    wholeSite: boolean
    language: Language
  },
): RenderedMail {
  const { publicUrl, site, unsubscribeUrl, language } = links
  const words = mailWords(language).post
  const reason = links.wholeSite
    ? words.becauseWholeSite(site)
    : words.becauseAuthor({ author: post.authorName, site })
  const postUrl = `${publicUrl}${postPath(post.id, slugify(post.title))}`
  // The post runs its own way; the mail's words, their language's (<html dir>).
  const mailDirection = LANGUAGES[language].dir
  const postDirection = textDirection(`${post.title} ${post.body}`)
  const cover = post.image
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(absolute(post.image, publicUrl))}" alt="" width="600" style="${STYLES.img}"></p>`
    : ''
  const body = absoluteUrls(inlineStyles(post.bodyHtml, postDirection), publicUrl)
  const postPart = `<h1 style="${STYLES.h1}"><a href="${escapeHtml(postUrl)}" style="color:#1a1b1e;text-decoration:none">${escapeHtml(post.title)}</a></h1>
${cover}${body}`
  const html = `<!doctype html>
<html ${htmlLanguage(language)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(post.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#1a1b1e;${FONT}">
<p style="font-size:14px;color:#666;margin:0 0 8px">${escapeHtml(words.publishedOn({ author: post.authorName, site }))}</p>
${postDirection === mailDirection ? postPart : `<div dir="${postDirection}">${postPart}</div>`}
<p style="${STYLES.p}"><a href="${escapeHtml(postUrl)}" style="${STYLES.a}">${escapeHtml(words.readOn(site))}</a></p>
<hr style="${STYLES.hr}">
<p style="font-size:13px;line-height:1.5;color:#666;margin:0">${escapeHtml(reason)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#666;text-decoration:underline">${escapeHtml(words.unsubscribe)}</a></p>
</div></body></html>
`
  const text = [
    words.publishedOn({ author: post.authorName, site }),
    '',
    post.title,
    '='.repeat(Math.min(post.title.length, 72)),
    '',
    markdownAsText(post.body, publicUrl),
    '',
    words.readOnAt({ site, url: postUrl }),
    '',
    '--',
    reason,
    words.unsubscribeAt(unsubscribeUrl),
    '',
  ].join('\n')
  return { subject: post.title, html, text }
}

/** The confirmation mail: one link, and what it is for, in the address's language. */
export function renderConfirmMail(links: {
  confirmUrl: string
  /** What waits for the confirmation: the whole site, or an author (undefined: unnamed). */
  targets: ({ wholeSite: true } | { wholeSite: false; author: string | undefined })[]
  site: string
  language: Language
}): RenderedMail {
  const words = mailWords(links.language).confirm
  const what = words.list(
    links.targets.map((target) =>
      target.wholeSite ? words.everyPost : words.postsBy(target.author),
    ),
  )
  const intro = words.intro({ site: links.site, what })
  const html = `<!doctype html>
<html ${htmlLanguage(links.language)}><head><meta charset="utf-8"><title>${escapeHtml(words.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#1a1b1e;${FONT}">
<h1 style="${STYLES.h1}">${escapeHtml(words.title)}</h1>
<p style="${STYLES.p}">${escapeHtml(intro)}</p>
<p style="${STYLES.p}"><a href="${escapeHtml(links.confirmUrl)}" style="display:inline-block;background:#1864ab;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(words.button)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#666;margin:0">${escapeHtml(words.ignore)}</p>
</div></body></html>
`
  const text = `${intro}\n\n${words.buttonAt(links.confirmUrl)}\n\n${words.ignore}\n`
  return { subject: words.subject(links.site), html, text }
}

/**
 * The list a post's mail belongs to (RFC 2919 `List-Id`), so a mail client can file and filter
 * it: the whole site's new posts are one list, each author's another, all under the site's host.
 * Its description is plain ASCII words, unquoted: a quote or a letter outside ASCII makes the
 * mailer encode the whole header, its `<id>` too, which no client could read.
 */
export function listId(
  list: { wholeSite: true } | { authorId: string; authorName: string },
  publicUrl: string,
  site: string,
): string {
  const host = new URL(publicUrl).hostname
  const ascii = (text: string) =>
    text
      .replace(/[^A-Za-z0-9' -]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60)
  const siteWords = ascii(site) || 'this site'
  if ('wholeSite' in list) return `New posts on ${siteWords} <posts.${host}>`
  const words = ascii(list.authorName)
  const label = list.authorId
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 50)
  return `${words || 'An author'} on ${siteWords} <author-${label}.${host}>`
}
