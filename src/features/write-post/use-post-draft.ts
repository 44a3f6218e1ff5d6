// The text of a post being written, kept on this device until it is posted, so a reload, a
// crash or a slip of the back button never loses it. (A file cannot be kept; it is chosen again.)
import { useCallback } from 'react'
import * as z from 'zod/mini'

const DraftSchema = z.object({
  postTitle: z.string(),
  postBody: z.string(),
  tags: z.optional(z.array(z.string())),
})
export type PostDraft = z.infer<typeof DraftSchema>

const EMPTY: PostDraft = { postTitle: '', postBody: '' }

function storageKey(owner: string) {
  return `quill:new-post-draft:${owner}`
}

export function readPostDraft(owner: string): PostDraft {
  try {
    const parsed = DraftSchema.safeParse(
      JSON.parse(window.localStorage.getItem(storageKey(owner)) ?? 'null'),
    )
    return parsed.success ? parsed.data : EMPTY
  } catch {
    return EMPTY
  }
}

export function usePostDraft(owner: string) {
  const save = useCallback(
    (draft: PostDraft) => {
      if (!draft.postTitle && !draft.postBody && !draft.tags?.length)
        window.localStorage.removeItem(storageKey(owner))
      else window.localStorage.setItem(storageKey(owner), JSON.stringify(draft))
    },
    [owner],
  )
  const clear = useCallback(() => window.localStorage.removeItem(storageKey(owner)), [owner])
  return { save, clear }
}
