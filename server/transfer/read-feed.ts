// An RSS 2.0 (or RSS 1.0) feed's items, or an Atom feed's entries, as candidate posts. The
// feed's elements and attributes are counted before it is parsed, and no entity it declares is
// expanded.
import { XMLParser } from 'fast-xml-parser'
import { type ImportError, importMessages } from '../../contract/transfer'
import type { Candidate, UploadedFile } from './candidate'
import { markdownOf } from './html-to-markdown'
import { list, record, str, text } from './read-values'

/**
 * At most this many elements and attributes in a feed: fast-xml-parser takes about 85 bytes of
 * heap for an element and 150 for an attribute (19 MB of attributes grew the process by 450 MB).
 * A post's HTML, in CDATA or escaped, is text to it, and is not counted.
 */
export const XML_MARKUP_MAX = 250_000

const EQUALS = 0x3d

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'category', 'link', 'wp:postmeta'].includes(name),
})

/** How many elements and attributes an XML text has, outside CDATA and comments: one pass. */
export function xmlMarkup(source: string): number {
  let count = 0
  let at = source.indexOf('<')
  while (at !== -1) {
    let end: number
    if (source.startsWith('<![CDATA[', at)) end = source.indexOf(']]>', at)
    else if (source.startsWith('<!--', at)) end = source.indexOf('-->', at)
    else {
      end = source.indexOf('>', at)
      if (!'/!?'.includes(source[at + 1] ?? '/')) count += 1
      // Each `=` inside the tag is an attribute (or a quoted one, which only over-counts).
      for (let i = at; i < (end === -1 ? source.length : end); i++) {
        if (source.charCodeAt(i) === EQUALS) count += 1
      }
    }
    if (end === -1) break
    at = source.indexOf('<', end)
  }
  return count
}

/**
 * Whether the XML declares an entity, or has a DOCTYPE with an internal subset (where entities
 * are declared; a feed has no use for one). One pass over the markup as the parser reads it:
 * CDATA, comments and processing instructions are skipped (`<!ENTITY` in a post's CDATA is its
 * text, ADR 0080), and tags and the DOCTYPE are read with their quotes, so a `<!--` or
 * `<![CDATA[` inside a quoted value cannot hide a declaration that follows it.
 */
export function declaresEntities(source: string): boolean {
  const skipTo = (from: number, close: string) => {
    const end = source.indexOf(close, from)
    return end === -1 ? source.length : end + close.length
  }
  let at = source.indexOf('<')
  while (at !== -1) {
    let next: number
    if (source.startsWith('<![CDATA[', at)) next = skipTo(at + 9, ']]>')
    else if (source.startsWith('<!--', at)) next = skipTo(at + 4, '-->')
    else if (source.startsWith('<?', at)) next = skipTo(at + 2, '?>')
    else if (/^<!ENTITY/i.test(source.slice(at, at + 8))) return true
    else {
      // A tag or the DOCTYPE: to its `>`, outside quotes; a DOCTYPE's `[` opens its subset.
      const doctype = /^<!DOCTYPE/i.test(source.slice(at, at + 9))
      let quote = ''
      let j = at + 1
      for (; j < source.length; j++) {
        const c = source[j]
        if (quote) {
          if (c === quote) quote = ''
        } else if (c === '"' || c === "'") quote = c
        else if (doctype && c === '[') return true
        else if (c === '>' || c === '<') break
      }
      next = source[j] === '>' ? j + 1 : j
    }
    at = source.indexOf('<', next)
  }
  return false
}

/** An element's text: a string, or the `#text` of one that has attributes. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  const r = record(value)
  return r ? textOf(r['#text']) : ''
}

/** At most `room` candidate posts of a feed; its problems go to `errors`. */
export function readFeed(file: UploadedFile, errors: ImportError[], room: number): Candidate[] {
  const source = text(file.data)
  // A feed's own entities are what an XML bomb is made of: none is expanded. Only a declaration
  // counts: the words `<!ENTITY` inside a post's CDATA or a comment are its text (ADR 0080).
  if (declaresEntities(source)) {
    errors.push({ file: file.name, message: importMessages.xmlEntities })
    return []
  }
  if (xmlMarkup(source) > XML_MARKUP_MAX) {
    errors.push({ file: file.name, message: importMessages.xmlTooComplex })
    return []
  }
  let doc: Record<string, unknown> | undefined
  try {
    doc = record(xmlParser.parse(source, true))
  } catch {
    errors.push({ file: file.name, message: importMessages.badXml })
    return []
  }
  const rss = record(doc?.rss)
  const rdf = record(doc?.['rdf:RDF'])
  const feed = record(doc?.feed)
  const items = rss ? list(record(rss.channel)?.item) : rdf ? list(rdf.item) : list(feed?.entry)
  if (!rss && !rdf && !feed) {
    errors.push({ file: file.name, message: importMessages.notFeed })
    return []
  }
  // A WordPress export (WXR) is RSS with its own elements: its attachments, by id, give the
  // posts their covers.
  const covers = new Map<string, string>()
  for (const item of items) {
    const i = record(item)
    if (i && textOf(i['wp:post_type']) === 'attachment') {
      covers.set(textOf(i['wp:post_id']), textOf(i['wp:attachment_url']).trim())
    }
  }
  const candidates: Candidate[] = []
  let posts = 0
  for (const [index, item] of items.entries()) {
    if (!isPost(item)) continue
    posts += 1
    if (candidates.length >= room) break
    const name = `${file.name}#${index + 1}`
    const candidate =
      feed && !rss && !rdf ? atomEntry(item, name, errors) : rssItem(item, name, errors, covers)
    if (candidate) candidates.push(candidate)
  }
  if (posts === 0) errors.push({ file: file.name, message: importMessages.noPosts })
  return candidates
}

/** WordPress's item kinds and states that are not posts of its author (ADR 0080). */
const WP_NOT_POSTS = new Set(['trash', 'auto-draft', 'inherit'])

/**
 * Whether a feed item is a post: any item of a feed; of a WordPress export, only a `post` (not
 * its pages, attachments, menu items, theme settings, revisions…) that is not in the trash.
 */
function isPost(item: unknown): boolean {
  const i = record(item)
  if (!i || !('wp:post_type' in i)) return true
  return textOf(i['wp:post_type']) === 'post' && !WP_NOT_POSTS.has(textOf(i['wp:status']))
}

/** A WordPress date in UTC (`2019-05-04 10:00:00`), or undefined for its `0000-00-00` of drafts. */
function wordpressDate(value: unknown): string | undefined {
  const raw = textOf(value).trim()
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(raw) && !raw.startsWith('0000')
    ? `${raw.replace(' ', 'T')}Z`
    : undefined
}

/**
 * RSS takes `content:encoded`, else `description`; its date `pubDate` (or `dc:date`), its
 * source id `guid`, else `link`. A WordPress item: its `wp:post_name` slug, its post id, its
 * featured image as the cover, and its categories and tags (not its other taxonomies).
 */
function rssItem(
  item: unknown,
  file: string,
  errors: ImportError[],
  covers: Map<string, string>,
): Candidate | undefined {
  const i = record(item) ?? {}
  const html = textOf(i['content:encoded']) || textOf(i.description)
  const body = html ? markdownOf(html, file, errors) : ''
  if (body === undefined) return undefined
  const wordpress = 'wp:post_type' in i
  const tags = list(i.category)
    .filter((c) => {
      const domain = str(record(c)?.['@_domain'])
      return !wordpress || domain === 'post_tag' || domain === 'category'
    })
    .map((c) => textOf(c).trim())
    // WordPress files every post without one under "Uncategorized": not the author's word.
    .filter((tag) => tag && !(wordpress && tag === 'Uncategorized'))
  const guid = textOf(i.guid).trim() || textOf(list(i.link)[0]).trim()
  const thumbnail = list(i['wp:postmeta']).find(
    (meta) => textOf(record(meta)?.['wp:meta_key']) === '_thumbnail_id',
  )
  const cover = covers.get(textOf(record(thumbnail)?.['wp:meta_value'])) ?? ''
  const date = wordpress
    ? (wordpressDate(i['wp:post_date_gmt']) ?? textOf(i.pubDate))
    : textOf(i.pubDate) || textOf(i['dc:date'])
  const sourceId = wordpress ? textOf(i['wp:post_id']) || guid : guid
  const slug = wordpress ? textOf(i['wp:post_name']) : ''
  return {
    file,
    title: textOf(i.title).trim(),
    body,
    tags: [...new Set(tags)],
    image: cover,
    folder: '',
    ...(date ? { date } : {}),
    ...(wordpress && textOf(i['wp:status']) !== 'publish' ? { unpublished: true } : {}),
    ...(slug ? { slug: safeDecode(slug) } : {}),
    ...(sourceId ? { sourceId: `${wordpress ? 'wordpress' : 'feed'}:${sourceId}` } : {}),
  }
}

/** WordPress keeps a slug percent-encoded (`%e6%97%a5`). */
function safeDecode(slug: string): string {
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}

function atomEntry(entry: unknown, file: string, errors: ImportError[]): Candidate | undefined {
  const e = record(entry) ?? {}
  const title = atomTitle(e.title, file, errors)
  const body = title === undefined ? undefined : atomBody(e.content, file, errors)
  if (title === undefined || body === undefined) return undefined
  const tags = list(e.category)
    .map((c) => str(record(c)?.['@_term']).trim())
    .filter(Boolean)
  const id = textOf(e.id).trim()
  const date = textOf(e.published) || textOf(e.updated)
  return {
    file,
    title,
    body: body || (atomBody(e.summary, file, errors) ?? ''),
    tags,
    image: '',
    folder: '',
    ...(date ? { date } : {}),
    ...(id ? { sourceId: `feed:${id}` } : {}),
  }
}

/** An Atom title of type html is markup: its text is the title. */
function atomTitle(value: unknown, file: string, errors: ImportError[]): string | undefined {
  const type = str(record(value)?.['@_type'])
  const raw = textOf(value).trim()
  if (type !== 'html') return raw
  return markdownOf(raw, file, errors)?.replace(/\s+/g, ' ').trim()
}

/** Atom content: `html` is markup, `text` (the default) plain text; `xhtml` is not read. */
function atomBody(value: unknown, file: string, errors: ImportError[]): string | undefined {
  if (value === undefined) return ''
  const type = str(record(value)?.['@_type']) || 'text'
  const raw = textOf(value)
  if (type === 'html') return markdownOf(raw, file, errors)
  if (type === 'text') return raw.trim()
  return ''
}
