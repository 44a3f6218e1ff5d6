// A draft (or a scheduled post) is saved a moment after the writer pauses (ADR 0078): only its
// text, never its status, and only while online; offline the text waits on this device and goes
// when the connection is back. A save that meets a newer version stops and asks the writer.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { PostStatus } from '../../../../contract/tags'
import { updatePost } from '../../../entities/post/writes'
import { postQueries } from '../../../entities/post/queries'
import { ApiError } from '../../../lib/api-error'
import { useIsOnline } from '../../../lib/connection'
import { updateCachedPost } from '../../../entities/post/cache'
import { type DeskText, type SaveState, trimmedText } from './save-state'

/**
 * How long after the last keystroke the text goes: long enough not to send every word. A new
 * post waits longer: its first save hands the page to the draft's editor, which should not
 * happen while the writer is between two fields (its text is on the device meanwhile). An
 * object, so the component tests (whose steps may take longer on a busy machine) can set it.
 */
export const autosaveTiming = { delayMs: 2000, newPostDelayMs: 5000 }

interface AutosaveOptions {
  postId: string
  status: PostStatus
  /** The text in the form now. */
  text: DeskText
  /** Whether it differs from what the server has. */
  changed: boolean
  /** Whether the server would take it (a draft needs its title; a scheduled post its text). */
  savable: boolean
  /** Off while the writer's own save is on its way, or while they settle a conflict. */
  paused: boolean
  /** The version this edit stands on: sent as `ifVersion`. */
  version: () => number | undefined
  onSaved: (text: DeskText, version: number | undefined) => void
  setState: (state: SaveState) => void
}

export function useAutosave({
  postId,
  status,
  text,
  changed,
  savable,
  paused,
  version,
  onSaved,
  setState,
}: AutosaveOptions): void {
  const queryClient = useQueryClient()
  const online = useIsOnline()
  const sending = useRef(false)
  /** The text a save was refused for: not sent again until it changes. */
  const refused = useRef<string | null>(null)
  /** Counted up when a save ends, so text typed meanwhile is looked at again. */
  const [ended, setEnded] = useState(0)
  const key = JSON.stringify(text)
  const enabled = status !== 'published' && changed && savable && !paused
  /** What the timer reads when it goes: the text and callbacks of the latest render. */
  const latest = useRef({ text, onSaved, setState, version })
  useEffect(() => {
    latest.current = { text, onSaved, setState, version }
  })

  useEffect(() => {
    if (!enabled || refused.current === key) return
    if (!online) {
      latest.current.setState({ kind: 'offline' })
      return
    }
    const timer = window.setTimeout(() => {
      if (sending.current) return
      const sent = trimmedText(latest.current.text)
      sending.current = true
      latest.current.setState({ kind: 'saving' })
      updatePost(postId, {
        // A draft says so (its text may still be empty); a scheduled post keeps its status.
        postBody: { ...sent, ...(status === 'draft' ? { status } : {}) },
        ifVersion: latest.current.version(),
        autosave: true,
      })
        .then((result) => {
          // As a save by hand does: the rendering no longer matches until the post is fetched.
          updateCachedPost(queryClient, postId, (post) => ({
            ...post,
            ...sent,
            bodyTruncated: false,
            bodyHtml: undefined,
          }))
          // Fetched again when next shown, not at every pause in the typing.
          for (const queryKey of [postQueries.lists(), postQueries.detail(postId).queryKey]) {
            void queryClient.invalidateQueries({ queryKey, refetchType: 'none' })
          }
          latest.current.onSaved(sent, result.version)
          latest.current.setState({ kind: 'saved', at: new Date() })
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status !== 0) refused.current = key
          if (error instanceof ApiError && error.status === 409) {
            latest.current.setState({ kind: 'conflict' })
          } else if (!(error instanceof ApiError) || error.status === 0) {
            // No answer: kept here, and tried again with the next change or the connection.
            latest.current.setState({ kind: 'offline' })
          } else {
            latest.current.setState({ kind: 'failed', message: error.message })
          }
        })
        .finally(() => {
          sending.current = false
          setEnded((n) => n + 1)
        })
    }, autosaveTiming.delayMs)
    return () => window.clearTimeout(timer)
  }, [enabled, online, key, ended, postId, status, queryClient])
}
