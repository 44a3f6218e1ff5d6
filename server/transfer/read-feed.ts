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
  isArray: (name) => ['item', 'entry', 'category', 'link'].includes(name),
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
  // A feed's own entities are what an XML bomb is made of: none is expanded.
  if (/<!ENTITY/i.test(source)) {
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
  const candidates: Candidate[] = []
  for (const [index, item] of items.entries()) {
    if (candidates.length >= room) break
    const name = `${file.name}#${index + 1}`
    const candidate =
      feed && !rss && !rdf ? atomEntry(item, name, errors) : rssItem(item, name, errors)
    if (candidate) candidates.push(candidate)
  }
  if (items.length === 0) errors.push({ file: file.name, message: importMessages.noPosts })
  return candidates
}

/** RSS takes `content:encoded`, else `description`. */
function rssItem(item: unknown, file: string, errors: ImportError[]): Candidate | undefined {
  const i = record(item) ?? {}
  const html = textOf(i['content:encoded']) || textOf(i.description)
  const body = html ? markdownOf(html, file, errors) : ''
  if (body === undefined) return undefined
  const tags = list(i.category)
    .map((c) => textOf(c).trim())
    .filter(Boolean)
  return { file, title: textOf(i.title).trim(), body, tags, image: '', folder: '' }
}

function atomEntry(entry: unknown, file: string, errors: ImportError[]): Candidate | undefined {
  const e = record(entry) ?? {}
  const title = atomTitle(e.title, file, errors)
  const body = title === undefined ? undefined : atomBody(e.content, file, errors)
  if (title === undefined || body === undefined) return undefined
  const tags = list(e.category)
    .map((c) => str(record(c)?.['@_term']).trim())
    .filter(Boolean)
  return {
    file,
    title,
    body: body || (atomBody(e.summary, file, errors) ?? ''),
    tags,
    image: '',
    folder: '',
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
