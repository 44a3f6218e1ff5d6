// An edit not yet saved is kept on this device (ADR 0078), as a new post's text is
// (use-post-draft.ts): a published post's changes wait here for Update, a draft's while offline.
// Kept with the version it was made on, and given back only on that version: an edit of an older
// text is not laid over a newer one.
import * as z from 'zod/mini'
import type { DeskText } from './save-state'

const KeptSchema = z.object({
  version: z.optional(z.number()),
  postTitle: z.string(),
  postBody: z.string(),
  tags: z.array(z.string()),
  language: z.string(),
})

const storageKey = (postId: string) => `quill:post-edits:${postId}`

/** The edit kept for this post on `version`, or null. */
export function readKeptEdits(postId: string, version: number | undefined): DeskText | null {
  try {
    const parsed = KeptSchema.safeParse(
      JSON.parse(window.localStorage.getItem(storageKey(postId)) ?? 'null'),
    )
    if (!parsed.success || parsed.data.version !== version) return null
    const { postTitle, postBody, tags, language } = parsed.data
    return { postTitle, postBody, tags, language }
  } catch {
    return null
  }
}

/** Keeps `text` as the edit of `version`, or forgets it (null: saved, or dropped). */
export function keepEdits(postId: string, version: number | undefined, text: DeskText | null) {
  try {
    if (text) window.localStorage.setItem(storageKey(postId), JSON.stringify({ version, ...text }))
    else window.localStorage.removeItem(storageKey(postId))
  } catch {
    // Storage full or blocked: the edit is still in the form.
  }
}
