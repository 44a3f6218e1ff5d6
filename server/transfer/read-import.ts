// An import's files read one after the other into posts that pass every rule of a post, as
// `POST /post` applies them to a draft (contract/posts.ts): what the worker thread does
// (read-worker.ts), file by file, so that a file stopped by its bounds keeps the ones before it.
import { NewPostInputSchema } from '../../contract/posts'
import { IMPORT_POSTS_MAX, type ImportError, importMessages } from '../../contract/transfer'
import type { Candidate, ReadPost, UploadedFile } from './candidate'
import { readFile } from './read-files'

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
      const checked = check(candidate)
      if ('message' in checked) refused.push({ file: candidate.file, message: checked.message })
      else posts.push(checked)
    }
    onFile(index, { posts, errors, refused })
    if (skipped) return
  }
}

/** A candidate as a post, or the first broken rule's message. */
function check(candidate: Candidate): ReadPost | { message: string } {
  const parsed = NewPostInputSchema.safeParse({
    postTitle: candidate.title ?? '',
    postBody: candidate.body,
    tags: candidate.tags,
    status: 'draft',
    ...(candidate.language !== undefined ? { language: candidate.language } : {}),
  })
  if (!parsed.success) {
    return { message: parsed.error.issues[0]?.message ?? importMessages.notSaved }
  }
  const { file, body, image, folder, zipImages } = candidate
  const tags = parsed.data.tags ?? []
  const { language } = parsed.data
  return { file, postTitle: parsed.data.postTitle, body, tags, image, folder, zipImages, language }
}
