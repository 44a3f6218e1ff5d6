// An import's files read one after the other into posts that pass every rule of a post, as
// `POST /post` applies them to a draft (contract/posts.ts): what the worker thread does
// (read-worker.ts), file by file, so that a file stopped by its bounds keeps the ones before it.
import { NewPostInputSchema } from '../../contract/posts'
import { TAG_PATTERN, normaliseTag } from '../../contract/tag-text'
import { IMPORT_POSTS_MAX, type ImportError, importMessages } from '../../contract/transfer'
import type { Candidate, ReadPost, UploadedFile } from './candidate'
import { readFile } from './read-files'
import { pastMoment } from './read-values'

export interface FileRead {
  /** The posts of the file that pass every rule. */
  posts: ReadPost[]
  /** What could not be read, and the post limit once reached. */
  errors: ImportError[]
  /** The posts that break a rule, each with the first broken rule's message. */
  refused: ImportError[]
}

/** Reads each file in turn and hands over what it held; stops once the post limit is passed. */
export function readImport(
  files: UploadedFile[],
  onFile: (index: number, read: FileRead) => void,
): void {
  let found = 0
  for (const [index, file] of files.entries()) {
    const errors: ImportError[] = []
    // One more than the limit: the first post past it names the file the limit stopped at.
    const candidates = readFile(file, errors, IMPORT_POSTS_MAX + 1 - found)
    const kept = candidates.slice(0, IMPORT_POSTS_MAX - found)
    found += candidates.length
    const skipped = candidates[kept.length]
    if (skipped) errors.push({ file: skipped.file, message: importMessages.tooManyPosts })
    const posts: ReadPost[] = []
    const refused: ImportError[] = []
    for (const candidate of kept) {
      const checked = check(candidate, errors)
      if ('message' in checked) refused.push({ file: candidate.file, message: checked.message })
      else posts.push(checked)
    }
    onFile(index, { posts, errors, refused })
    if (skipped) return
  }
}

/** A candidate as a post, or the first broken rule's message. */
function check(candidate: Candidate, errors: ImportError[]): ReadPost | { message: string } {
  // A tag that cannot be one here is left out with a line; it never costs the post (ADR 0080).
  const tags: string[] = []
  for (const tag of candidate.tags) {
    const made = importedTag(tag)
    if (made) tags.push(made)
    else errors.push({ file: candidate.file, message: importMessages.tagDropped(tag) })
  }
  const parsed = NewPostInputSchema.safeParse({
    postTitle: candidate.title ?? '',
    postBody: withoutTitleHeading(candidate.body, candidate.title),
    tags,
    status: 'draft',
    ...(candidate.language !== undefined ? { language: candidate.language } : {}),
  })
  if (!parsed.success) {
    return { message: parsed.error.issues[0]?.message ?? importMessages.notSaved }
  }
  const { file, image, folder, zipImages, sourceId } = candidate
  const body = parsed.data.postBody ?? ''
  const { language } = parsed.data
  const date = pastMoment(candidate.date)
  const slug = candidate.slug === undefined ? undefined : keptSlug(candidate.slug)
  return {
    file,
    postTitle: parsed.data.postTitle,
    body,
    tags: parsed.data.tags ?? [],
    image,
    folder,
    zipImages,
    language,
    ...(date ? { date, ...(candidate.unpublished ? {} : { originalDate: date }) } : {}),
    ...(slug ? { slug } : {}),
    ...(sourceId ? { sourceId: sourceId.slice(0, SOURCE_ID_MAX) } : {}),
  }
}

/**
 * The body without a first heading that only repeats the title (Medium's feed opens every post
 * so): the post page shows the title already.
 */
export function withoutTitleHeading(body: string, title: string | undefined): string {
  if (!title) return body
  const newline = body.indexOf('\n')
  const first = (newline === -1 ? body : body.slice(0, newline)).trim()
  const heading = /^#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(first)?.[1]
  if (heading === undefined || heading.trim() !== title.trim()) return body
  return newline === -1 ? '' : body.slice(newline + 1).replace(/^\s*\n/, '')
}

/** A source id longer than this is cut: it only has to tell posts apart. */
const SOURCE_ID_MAX = 500

/**
 * A tag of another blog as a tag here (1–30 of a–z, 0–9 and -), or undefined: `node.js` is
 * `node-js`, `Café` is `cafe`, `C++` and `日本` are none.
 */
export function importedTag(tag: string): string | undefined {
  const made = normaliseTag(tag.normalize('NFKD').replace(/\p{M}+/gu, ''))
    .replace(/[._/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
  return TAG_PATTERN.test(made) ? made : undefined
}

/** A slug as the address segment it was (ADR 0047's rules: lower case, at most 80), or undefined. */
export function keptSlug(slug: string): string | undefined {
  const made = slug
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return made || undefined
}
