// What an import's files hold, as candidate posts: Markdown with YAML front matter, a zip of
// such files (and their images), a Ghost JSON export, or an RSS 2.0 / Atom feed. Nothing here
// touches the database or the network: every problem is an error line for its file, and every
// post found is checked against a post's rules later (import.ts).
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { unzipSync } from 'fflate'
import matter from 'gray-matter'
import TurndownService from 'turndown'
import { type ImportError, importMessages } from '../../contract/transfer'

/** A post as a file describes it, not yet checked. */
export interface Candidate {
  /** The file (or `zip/entry`, or `file#n`) named in its error lines. */
  file: string
  title: unknown
  body: string
  tags: unknown
  /** The cover image: a URL, a path inside the zip, or ''. */
  image: string
  /** The zip's images by their normalised path, for relative references. */
  zipImages?: Map<string, Uint8Array>
  /** The folder of the Markdown file inside its zip ('' at its root). */
  folder: string
}

export interface UploadedFile {
  name: string
  data: Buffer
}

/** A zip of at most this many entries, … */
export const ZIP_ENTRIES_MAX = 2000
/** … each at most this large once uncompressed, … */
export const ZIP_ENTRY_MAX_BYTES = 20 * 1024 * 1024
/** … and all of them together at most this large. */
export const ZIP_TOTAL_MAX_BYTES = 200 * 1024 * 1024

const IMAGE_EXTENSIONS = /\.(webp|png|jpe?g|gif|avif)$/i

/** gray-matter may evaluate `---js` front matter: every engine but YAML refuses. */
const refuse = () => {
  throw new FrontMatterLanguageError()
}
class FrontMatterLanguageError extends Error {}
const MATTER_OPTIONS = {
  language: 'yaml',
  engines: {
    js: refuse,
    javascript: refuse,
    coffee: refuse,
    coffeescript: refuse,
    cson: refuse,
    json: refuse,
    toml: refuse,
  },
} as unknown as Parameters<typeof matter>[1]

let turndownService: TurndownService | undefined
/** HTML as Markdown; what it makes is rendered by the sanitising Markdown pipeline anyway. */
export function htmlToMarkdown(html: string): string {
  if (!turndownService) {
    turndownService = new TurndownService({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '*',
    })
    turndownService.remove(['script', 'style', 'iframe', 'object', 'embed', 'form', 'noscript'])
  }
  return turndownService.turndown(html).trim()
}

const decoder = new TextDecoder('utf-8')
const text = (data: Uint8Array) => decoder.decode(data).replace(/^\uFEFF/, '')

type Kind = 'markdown' | 'zip' | 'json' | 'xml'

/** What a file is, by its bytes first and its name second. */
function kindOf(file: UploadedFile): Kind | undefined {
  const data = file.data
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03) return 'zip'
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x05) return 'zip'
  const name = file.name.toLowerCase()
  if (/\.(md|markdown|mdown|txt)$/.test(name)) return 'markdown'
  const start = text(data.subarray(0, 512)).trimStart()
  if (name.endsWith('.json') || start.startsWith('{')) return 'json'
  if (/\.(xml|rss|atom)$/.test(name) || start.startsWith('<')) return 'xml'
  if (start.startsWith('---') || start.startsWith('#')) return 'markdown'
  return undefined
}

/** Every candidate post in one uploaded file; its problems go to `errors`. */
export function readFile(file: UploadedFile, errors: ImportError[]): Candidate[] {
  if (file.data.length === 0) {
    errors.push({ file: file.name, message: importMessages.emptyFile })
    return []
  }
  switch (kindOf(file)) {
    case 'zip':
      return readZip(file, errors)
    case 'markdown':
      return oneOrNone(readMarkdown(file.name, text(file.data), '', undefined, errors))
    case 'json':
      return readGhost(file, errors)
    case 'xml':
      return readFeed(file, errors)
    default:
      errors.push({ file: file.name, message: importMessages.unknownType })
      return []
  }
}

const oneOrNone = (candidate: Candidate | undefined) => (candidate ? [candidate] : [])

/** A Markdown file: YAML front matter (title, tags, image; the rest is ignored) and its body. */
function readMarkdown(
  file: string,
  source: string,
  folder: string,
  zipImages: Map<string, Uint8Array> | undefined,
  errors: ImportError[],
): Candidate | undefined {
  let parsed: { data: Record<string, unknown>; content: string }
  try {
    parsed = matter(source, MATTER_OPTIONS)
  } catch (error) {
    const message =
      error instanceof FrontMatterLanguageError
        ? importMessages.frontMatterLanguage
        : importMessages.badFrontMatter
    errors.push({ file, message })
    return undefined
  }
  const data = parsed.data && typeof parsed.data === 'object' ? parsed.data : {}
  let body = parsed.content.replace(/^\s*\n/, '').trimEnd()
  let title: unknown = data.title
  // No title in the front matter: a first line `# Heading` is the title.
  if (title === undefined || title === null || title === '') {
    const heading = /^#[ \t]+(.+?)[ \t#]*(?:\n|$)/.exec(body)
    if (heading?.[1]) {
      title = heading[1]
      body = body.slice(heading[0].length).replace(/^\s*\n/, '')
    }
  }
  return {
    file,
    title: typeof title === 'number' ? String(title) : title,
    body,
    tags: tagsOf(data.tags),
    image: typeof data.image === 'string' ? data.image.trim() : '',
    folder,
    ...(zipImages ? { zipImages } : {}),
  }
}

/** Front matter tags as a list or a comma-separated line. */
function tagsOf(value: unknown): unknown {
  if (value === undefined || value === null) return []
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
  }
  if (Array.isArray(value)) return value.map((tag) => (typeof tag === 'number' ? String(tag) : tag))
  return value
}

/** A path inside a zip that stays inside it: no `..`, no absolute path, no drive letter. */
function safeEntryPath(name: string): string | undefined {
  const slashed = name.replace(/\\/g, '/')
  if (slashed.startsWith('/') || /^[a-z]:/i.test(slashed)) return undefined
  if (slashed.split('/').includes('..')) return undefined
  const normal = path.posix.normalize(slashed)
  if (normal.startsWith('..') || normal.startsWith('/')) return undefined
  return normal
}

class ZipLimitError extends Error {}

function readZip(file: UploadedFile, errors: ImportError[]): Candidate[] {
  let entries: Record<string, Uint8Array>
  let count = 0
  let total = 0
  const unsafe: string[] = []
  try {
    // unzipSync makes each entry's buffer the size its header declares and never grows it, so
    // the declared sizes bound the memory: they are checked before anything is inflated.
    entries = unzipSync(new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.length), {
      filter: (entry) => {
        count += 1
        if (count > ZIP_ENTRIES_MAX) throw new ZipLimitError()
        if (entry.name.endsWith('/')) return false
        if (safeEntryPath(entry.name) === undefined) {
          unsafe.push(entry.name)
          return false
        }
        const wanted = /\.(md|markdown)$/i.test(entry.name) || IMAGE_EXTENSIONS.test(entry.name)
        if (!wanted) return false
        if (entry.originalSize > ZIP_ENTRY_MAX_BYTES) throw new ZipLimitError()
        total += entry.originalSize
        if (total > ZIP_TOTAL_MAX_BYTES) throw new ZipLimitError()
        return true
      },
    })
  } catch (error) {
    const message =
      error instanceof ZipLimitError ? importMessages.zipTooLarge : importMessages.badZip
    errors.push({ file: file.name, message })
    return []
  }
  for (const name of unsafe) {
    errors.push({ file: `${file.name}/${name}`, message: importMessages.unsafePath })
  }
  const images = new Map<string, Uint8Array>()
  const markdown: [string, Uint8Array][] = []
  for (const [name, data] of Object.entries(entries)) {
    const safe = safeEntryPath(name)
    if (safe === undefined) continue
    // macOS's resource forks are not posts.
    if (safe.startsWith('__MACOSX/') || path.posix.basename(safe).startsWith('._')) continue
    if (IMAGE_EXTENSIONS.test(safe)) images.set(safe, data)
    else markdown.push([safe, data])
  }
  if (markdown.length === 0) {
    errors.push({ file: file.name, message: importMessages.noPosts })
    return []
  }
  markdown.sort(([a], [b]) => a.localeCompare(b))
  return markdown.flatMap(([name, data]) =>
    oneOrNone(
      readMarkdown(`${file.name}/${name}`, text(data), path.posix.dirname(name), images, errors),
    ),
  )
}

/** The path a relative reference inside a zip's Markdown file names, or undefined. */
export function zipPath(candidate: Candidate, reference: string): string | undefined {
  if (!candidate.zipImages || /^[a-z][a-z0-9+.-]*:/i.test(reference)) return undefined
  let decoded = reference
  try {
    decoded = decodeURIComponent(reference)
  } catch {
    // Kept as written.
  }
  const joined = path.posix.normalize(path.posix.join(candidate.folder, decoded))
  return safeEntryPath(joined)
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A Ghost export: `{ db: [{ data: { posts, tags, posts_tags } }] }` (or its `data` alone). */
function readGhost(file: UploadedFile, errors: ImportError[]): Candidate[] {
  let json: unknown
  try {
    json = JSON.parse(text(file.data))
  } catch {
    errors.push({ file: file.name, message: importMessages.badJson })
    return []
  }
  const root = record(json)
  const data = record(record(list(root?.db)[0])?.data) ?? record(root?.data)
  if (!data || !Array.isArray(data.posts)) {
    errors.push({ file: file.name, message: importMessages.notGhost })
    return []
  }
  const tagNames = new Map<string, string>()
  for (const tag of list(data.tags)) {
    const t = record(tag)
    if (t && (typeof t.id === 'string' || typeof t.id === 'number')) {
      tagNames.set(String(t.id), str(t.name) || str(t.slug))
    }
  }
  const tagsOfPost = new Map<string, string[]>()
  for (const link of list(data.posts_tags)) {
    const l = record(link)
    if (!l) continue
    const name = tagNames.get(String(l.tag_id))
    // Ghost's internal tags (#hash) are its own bookkeeping, not the author's words.
    if (!name || name.startsWith('#')) continue
    const postId = String(l.post_id)
    tagsOfPost.set(postId, [...(tagsOfPost.get(postId) ?? []), name])
  }
  const candidates: Candidate[] = []
  list(data.posts).forEach((item, index) => {
    const post = record(item)
    if (!post || post.type === 'page') return
    const html = str(post.html)
    const body = html ? htmlToMarkdown(html) : str(post.plaintext).trim()
    candidates.push({
      file: `${file.name}#${index + 1}`,
      title: post.title,
      body,
      tags: tagsOfPost.get(String(post.id)) ?? [],
      image: str(post.feature_image).trim(),
      folder: '',
    })
  })
  if (candidates.length === 0) errors.push({ file: file.name, message: importMessages.noPosts })
  return candidates
}

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

/** An element's text: a string, or the `#text` of one that has attributes. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  const r = record(value)
  return r ? textOf(r['#text']) : ''
}

/** An RSS 2.0 (or RSS 1.0) feed's items, or an Atom feed's entries. */
function readFeed(file: UploadedFile, errors: ImportError[]): Candidate[] {
  const source = text(file.data)
  // A feed's own entities are what an XML bomb is made of: none is expanded.
  if (/<!ENTITY/i.test(source)) {
    errors.push({ file: file.name, message: importMessages.xmlEntities })
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
  let candidates: Candidate[]
  if (rss || rdf) {
    const items = rss ? list(record(rss.channel)?.item) : list(rdf?.item)
    candidates = items.map((item, index) => {
      const i = record(item) ?? {}
      const html = textOf(i['content:encoded']) || textOf(i.description)
      return {
        file: `${file.name}#${index + 1}`,
        title: textOf(i.title).trim(),
        body: html ? htmlToMarkdown(html) : '',
        tags: list(i.category)
          .map((c) => textOf(c).trim())
          .filter(Boolean),
        image: '',
        folder: '',
      }
    })
  } else if (feed) {
    candidates = list(feed.entry).map((entry, index) => {
      const e = record(entry) ?? {}
      return {
        file: `${file.name}#${index + 1}`,
        title: htmlTitle(e.title),
        body: atomBody(e.content) || atomBody(e.summary),
        tags: list(e.category)
          .map((c) => str(record(c)?.['@_term']).trim())
          .filter(Boolean),
        image: '',
        folder: '',
      }
    })
  } else {
    errors.push({ file: file.name, message: importMessages.notFeed })
    return []
  }
  if (candidates.length === 0) errors.push({ file: file.name, message: importMessages.noPosts })
  return candidates
}

/** An Atom title of type html is markup: its text is the title. */
function htmlTitle(value: unknown): string {
  const type = str(record(value)?.['@_type'])
  const raw = textOf(value).trim()
  return type === 'html' ? htmlToMarkdown(raw).replace(/\s+/g, ' ').trim() : raw
}

/** Atom content: `html` is markup, `text` (the default) plain text; `xhtml` is not read. */
function atomBody(value: unknown): string {
  if (value === undefined) return ''
  const type = str(record(value)?.['@_type']) || 'text'
  const raw = textOf(value)
  if (type === 'html') return htmlToMarkdown(raw)
  if (type === 'text') return raw.trim()
  return ''
}
