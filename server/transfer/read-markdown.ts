// A Markdown file of an import: YAML front matter (title, tags, image, language; the rest is ignored) and
// its body. Its size is bounded before it is decoded, its title line is read in one pass, and
// only text is taken from the front matter: YAML aliases make a 400-byte list that stands for
// millions of strings, harmless until something joins it into one (ADR 0051).
import matter from 'gray-matter'
import {
  IMPORT_MARKDOWN_MAX_BYTES,
  type ImportError,
  importMessages,
} from '../../contract/transfer'
import type { Candidate } from './candidate'
import { TomlError, tomlFrontMatter } from './read-toml'
import { pastMoment, text } from './read-values'

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

/** A Markdown file as a candidate post, or undefined with its error line. */
export function readMarkdown(
  file: string,
  data: Uint8Array,
  folder: string,
  zipImages: Map<string, Uint8Array> | undefined,
  errors: ImportError[],
): Candidate | undefined {
  if (data.length > IMPORT_MARKDOWN_MAX_BYTES) {
    errors.push({ file, message: importMessages.markdownTooLarge })
    return undefined
  }
  let parsed: { data: Record<string, unknown>; content: string }
  try {
    const source = text(data)
    // Hugo's `+++` TOML front matter: its top-level facts (read-toml.ts, ADR 0080).
    parsed = tomlFrontMatter(source) ?? matter(yamlEndedByDots(source), MATTER_OPTIONS)
  } catch (error) {
    const message =
      error instanceof FrontMatterLanguageError
        ? importMessages.frontMatterLanguage
        : error instanceof TomlError
          ? importMessages.badTomlFrontMatter
          : importMessages.badFrontMatter
    errors.push({ file, message })
    return undefined
  }
  const front = parsed.data && typeof parsed.data === 'object' ? parsed.data : {}
  let body = parsed.content.replace(/^\s*\n/, '').trimEnd()
  let title = front.title
  if (typeof title === 'number') title = String(title)
  // No title in the front matter: a first line `# Heading` is the title.
  if (title === undefined || title === null || title === '') {
    const heading = headingTitle(body)
    title = heading?.title
    if (heading) body = heading.rest.replace(/^\s*\n/, '')
  }
  if (title !== undefined && typeof title !== 'string') {
    errors.push({ file, message: importMessages.titleNotText })
    return undefined
  }
  // Jekyll takes `tag` for one (or a line of them) where `tags` is absent.
  const tags = tagsOf(front.tags ?? front.tag)
  if (!tags) {
    errors.push({ file, message: importMessages.tagsNotText })
    return undefined
  }
  // Jekyll names a post's file by its date (`2019-05-04-title.md`) and may say it nowhere else.
  const base = file.split('/').pop() ?? file
  const date = pastMoment(front.date) ?? pastMoment(/^(\d{4}-\d{2}-\d{2})-/.exec(base)?.[1])
  // A draft's date (Quill's export `status: draft`, Hugo's `draft = true`) is when it was
  // written, not published: it names the file, and publishing here dates it as any draft.
  const unpublished =
    front.draft === true || front.status === 'draft' || front.status === 'scheduled'
  // Inside a zip, the entry's own path: the zip's name changes from one export to the next.
  const path = zipImages ? file.slice(file.indexOf('/') + 1) : file
  return {
    file,
    title,
    body,
    tags,
    ...(date ? { date, sourceId: `file:${path}@${date}` } : {}),
    ...(unpublished ? { unpublished } : {}),
    ...(typeof front.slug === 'string' ? { slug: front.slug } : {}),
    image: typeof front.image === 'string' ? front.image.trim() : '',
    // As an export writes it (export.ts); checked with the post's other rules.
    ...(typeof front.language === 'string' ? { language: front.language } : {}),
    folder,
    ...(zipImages ? { zipImages } : {}),
  }
}

/**
 * YAML may end its document with `...` rather than `---` (Jekyll reads both); gray-matter
 * knows only `---`, and would read the whole file as front matter. The first closing line is
 * the one that counts.
 */
function yamlEndedByDots(source: string): string {
  if (!/^---[ \t]*\r?\n/.test(source)) return source
  const close = /^(---|\.\.\.)[ \t]*\r?$/m.exec(source.slice(3))
  if (!close || close[1] === '---') return source
  const at = 3 + close.index
  return `${source.slice(0, at)}---${source.slice(at + 3)}`
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t'

/**
 * A first line `# Heading`: its text without the closing `#`s, and the body after it. Read from
 * both ends of the line once: the regex it replaces (`#[ \t]+(.+?)[ \t#]*\n`) rescanned the run
 * of blanks for every character it tried, the square of the line's length.
 */
export function headingTitle(body: string): { title: string; rest: string } | undefined {
  const newline = body.indexOf('\n')
  const line = newline === -1 ? body : body.slice(0, newline)
  if (line[0] !== '#') return undefined
  let start = 1
  while (isBlank(line[start])) start += 1
  if (start === 1 || start === line.length) return undefined
  let end = line.length
  while (end > start + 1 && (isBlank(line[end - 1]) || line[end - 1] === '#')) end -= 1
  return { title: line.slice(start, end), rest: newline === -1 ? '' : body.slice(newline + 1) }
}

/**
 * Front matter tags: a list of words, or one line of them separated by commas — or, with no
 * comma, by spaces, as Jekyll reads `tags: a b c` (ADR 0080); a number is a word (`2024`). Anything else — a list, a map, a date, `yes` — is not a tag: undefined, and
 * nothing is ever turned into a string by joining what it holds.
 */
export function tagsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return []
  if (typeof value === 'string') {
    return value
      .split(value.includes(',') ? ',' : /\s+/)
      .map((tag) => tag.trim())
      .filter(Boolean)
  }
  if (typeof value === 'number') return [String(value)]
  if (!Array.isArray(value)) return undefined
  const tags: string[] = []
  for (const tag of value) {
    if (typeof tag === 'string') tags.push(tag)
    else if (typeof tag === 'number') tags.push(String(tag))
    else return undefined
  }
  return tags
}
