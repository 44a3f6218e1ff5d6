// The edit screen's desk (ADR 0078): the text as last saved and its version, the status line's
// state, the autosave of a draft or a scheduled post, the edit kept on this device until saved,
// and the way out of a conflict with a save made elsewhere.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Post } from '../../../../contract/posts'
import { postQueries } from '../../../entities/post/queries'
import { keepEdits, readKeptEdits } from './kept-edits'
import { type DeskText, type SaveState, sameText, trimmedText } from './save-state'
import { useAutosave } from './use-autosave'

/** The post's own text, as the desk compares it. */
export const textOf = (post: Post): DeskText => ({
  postTitle: post.postTitle,
  postBody: post.postBody,
  tags: post.tags,
  language: post.language,
})

/** The text to open the editor with: an edit kept on this device on this version, else the post's. */
export function openingText(post: Post & { version?: number }): {
  text: DeskText
  restored: boolean
} {
  const kept = readKeptEdits(post._id, post.version)
  return kept && !sameText(kept, textOf(post))
    ? { text: kept, restored: true }
    : { text: textOf(post), restored: false }
}

interface DeskOptions {
  post: Post & { version?: number }
  /** The form's text now. */
  text: DeskText
  /** The rules of a save with the post's status as it is (post-text-fields.tsx). */
  rules: {
    postTitle: (value: string) => string | null
    postBody: (value: string) => string | null
    tags: (tags: string[]) => string | null
  }
  /** True while the writer's own save is on its way. */
  busy: boolean
  /** Puts a text in the form (the saved version, loaded after a conflict). */
  setText: (text: DeskText) => void
}

export function useDesk({ post, text, rules, busy, setText }: DeskOptions) {
  // Only what a save by hand would take goes by itself: nothing is said wrong unasked.
  const savable =
    !rules.postTitle(text.postTitle) && !rules.postBody(text.postBody) && !rules.tags(text.tags)
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState<DeskText>(() => textOf(post))
  const version = useRef(post.version)
  const [state, setState] = useState<SaveState>({ kind: 'idle' })
  const [reloading, setReloading] = useState(false)
  const changed = !sameText(text, saved)
  const postId = post._id
  const getVersion = useCallback(() => version.current, [])

  /** A save landed, by hand or by itself: that text is the post now, at that version. */
  const markSaved = useCallback(
    (sent: DeskText, next: number | undefined) => {
      setSaved(trimmedText(sent))
      if (next !== undefined) version.current = next
      keepEdits(postId, version.current, null)
    },
    [postId],
  )

  // What is typed and not saved stays on this device until it is (a reload, a crash, offline).
  const key = JSON.stringify(text)
  useEffect(() => {
    keepEdits(postId, version.current, changed ? text : null)
    // `text` is read through `key`: a new object of the same text is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postId, key, changed])

  useAutosave({
    postId,
    status: post.status,
    text,
    changed,
    savable,
    paused: busy || state.kind === 'conflict' || reloading,
    version: getVersion,
    onSaved: markSaved,
    setState,
  })

  /** The post as the server has it now, and its version. */
  const fetchSaved = async () => {
    const fresh = await queryClient.query({ ...postQueries.detail(postId), staleTime: 0 })
    version.current = fresh.version
    return fresh
  }

  return {
    saved,
    changed,
    /** What the status line shows: the state, or why nothing is being saved. */
    shown: shownState(state, { changed, savable, status: post.status, title: text.postTitle }),
    version: getVersion,
    markSaved,
    state,
    setState,
    reloading,
    /** After a conflict: the saved version replaces what is in the form. */
    loadSaved: async () => {
      setReloading(true)
      try {
        const fresh = await fetchSaved()
        setSaved(textOf(fresh))
        setText(textOf(fresh))
        setState({ kind: 'idle' })
      } finally {
        setReloading(false)
      }
    },
    /** After a conflict: the version now there is learnt, so the writer's next save lands over it. */
    overrule: async (save: () => void) => {
      setReloading(true)
      try {
        await fetchSaved()
        setState({ kind: 'idle' })
        save()
      } finally {
        setReloading(false)
      }
    },
  }
}

function shownState(
  state: SaveState,
  {
    changed,
    savable,
    status,
    title,
  }: { changed: boolean; savable: boolean; status: string; title: string },
): SaveState {
  if (!changed || ['saving', 'offline', 'failed', 'conflict'].includes(state.kind)) return state
  if (status === 'published') return { kind: 'unsaved', reason: 'published' }
  if (!savable)
    return title.trim() ? { kind: 'unsaved' } : { kind: 'unsaved', reason: 'needsTitle' }
  return state
}
