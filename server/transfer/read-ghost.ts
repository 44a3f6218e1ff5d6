// A Ghost export: `{ db: [{ data: { posts, tags, posts_tags } }] }` (or its `data` alone). Each
// post's HTML becomes Markdown (html-to-markdown.ts); the JSON's objects and lists are counted
// before it is parsed, since `{}` costs two bytes to send and about 56 bytes of heap to hold.
import { type ImportError, importMessages } from '../../contract/transfer'
import type { Candidate, UploadedFile } from './candidate'
import { markdownOf } from './html-to-markdown'
import { markdownOfMobiledoc, textOfLexical } from './read-ghost-editors'
import { list, record, str, text } from './read-values'

/** At most this many objects and lists in a Ghost export (a large blog's has tens of thousands). */
export const JSON_CONTAINERS_MAX = 1_000_000

const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** How many objects and lists a JSON text opens, outside its strings: one pass over the bytes. */
export function jsonContainers(data: Uint8Array): number {
  let count = 0
  let inString = false
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]
    if (inString) {
      if (byte === BACKSLASH) i += 1
      else if (byte === QUOTE) inString = false
    } else if (byte === QUOTE) inString = true
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) count += 1
  }
  return count
}

/** At most `room` candidate posts of a Ghost export; its problems go to `errors`. */
export function readGhost(file: UploadedFile, errors: ImportError[], room: number): Candidate[] {
  if (jsonContainers(file.data) > JSON_CONTAINERS_MAX) {
    errors.push({ file: file.name, message: importMessages.jsonTooComplex })
    return []
  }
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
  let posts = 0
  for (const [index, item] of list(data.posts).entries()) {
    const post = record(item)
    // Pages are not posts: `type: 'page'` since Ghost 4, `page: true` (or 1) before.
    if (!post || post.type === 'page' || post.page === true || post.page === 1) continue
    posts += 1
    if (candidates.length >= room) break
    const name = `${file.name}#${index + 1}`
    const body = ghostBody(post, name, errors)
    if (body === undefined) continue
    const title = post.title
    if (title !== undefined && title !== null && typeof title !== 'string') {
      errors.push({ file: name, message: importMessages.titleNotText })
      continue
    }
    const id = [str(post.uuid), post.id ?? ''].filter((part) => part !== '').join('/')
    candidates.push({
      file: name,
      title: title ?? undefined,
      body,
      tags: tagsOfPost.get(String(post.id)) ?? [],
      // `image` in Ghost 0.x, `feature_image` since 1.0.
      image: (str(post.feature_image) || str(post.image)).trim(),
      folder: '',
      ...(post.published_at ? { date: post.published_at } : {}),
      ...(post.status !== undefined && post.status !== 'published' ? { unpublished: true } : {}),
      ...(str(post.slug) ? { slug: str(post.slug) } : {}),
      ...(id ? { sourceId: `ghost:${id}` } : {}),
    })
  }
  if (posts === 0) errors.push({ file: file.name, message: importMessages.noPosts })
  return candidates
}

/**
 * A Ghost post's text as Markdown: its `html` where the export has it; else what its editor
 * kept — `markdown` (Ghost 0.x), `mobiledoc` (1.x–4.x), `lexical` (5.x) — else `plaintext`. A
 * post with none of them, or with an editor document this cannot read, is an error line rather
 * than an empty draft (ADR 0080).
 */
function ghostBody(
  post: Record<string, unknown>,
  file: string,
  errors: ImportError[],
): string | undefined {
  const html = str(post.html)
  if (html.trim()) {
    const converted = markdownOf(html, file, errors)
    // Refused (its line is written), or text: either is the answer. HTML of no text (a lone
    // frameset, an empty paragraph) lets the editor's own document speak.
    if (converted !== '') return converted
  }
  const markdown = str(post.markdown).trim()
  if (markdown) return markdown
  const fromMobiledoc = str(post.mobiledoc) ? markdownOfMobiledoc(str(post.mobiledoc)) : undefined
  if (fromMobiledoc) return fromMobiledoc
  const fromLexical = str(post.lexical) ? textOfLexical(str(post.lexical)) : undefined
  if (fromLexical) return fromLexical
  const plain = str(post.plaintext).trim()
  if (plain) return plain
  const hadDocument = Boolean(str(post.mobiledoc) || str(post.lexical))
  errors.push({
    file,
    message: hadDocument ? importMessages.ghostEditorUnread : importMessages.emptyPost,
  })
  return undefined
}
