import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { prepareImage } from '../../lib/images/prepare'
import { uploadImage } from '../../lib/images/upload'
import { updatePost } from '../../entities/post/writes'
import type { PostStatus } from '../../../contract/tags'
import { invalidatePostLists, snapshotPost, updateCachedPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'
import { useT } from '../../lib/i18n/context'
import { writePost } from './write-post-words'

export interface PostChanges {
  postTitle: string
  postBody: string
  tags: string[]
  /** The post's language (BCP 47); absent: unchanged. */
  language?: string
  /** A new image for the post, or null to keep the one it has. */
  image: File | null
  /**
   * 'published' publishes a draft or a scheduled post (and dates it now), 'draft' takes a post
   * back, 'scheduled' (with `publishAt`) makes it wait for its time; absent: as it is.
   */
  status?: PostStatus
  /** With status 'scheduled': when, as an ISO instant. */
  publishAt?: string
  /** The version the edit began from: a save made elsewhere since is a 409 (ADR 0078). */
  ifVersion?: number | undefined
}

/**
 * Edits a post: every cached list and the detail show the new text at once; a failure undoes it.
 * A new image is uploaded first (as for a new post) and sent as the post's `image` URL.
 */
export function useUpdatePost(postId: string) {
  const t = useT(writePost)
  const queryClient = useQueryClient()
  /** Share of the new image sent, 0 to 1; null while no image is being sent. */
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation({
    mutationFn: async ({ image, ifVersion, ...text }: PostChanges) => {
      let imageUrl: string | undefined
      if (image) {
        setProgress(0)
        const uploaded = await uploadImage(await prepareImage(image), { onProgress: setProgress })
        imageUrl = uploaded.data.url
      }
      const fields = imageUrl ? { ...text, image: imageUrl } : text
      const version = ifVersion === undefined ? {} : { ifVersion }
      return { imageUrl, result: await updatePost(postId, { postBody: fields, ...version }) }
    },
    meta: { errorTitle: t('writePost.updateFailed') },
    onMutate: async ({ postTitle, postBody, tags, language, status, publishAt }) => {
      const restore = await snapshotPost(queryClient, postId)
      const now = new Date().toISOString()
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        postTitle,
        postBody,
        tags,
        ...(language ? { language } : {}),
        // Publishing a draft dates it; a draft's saves are no 'Edited' date (ADR 0022).
        ...(status === 'published' && post.status !== 'published'
          ? { status, date: now, publishAt: undefined }
          : status === 'scheduled'
            ? { status, publishAt }
            : status === 'draft' || post.status === 'draft'
              ? { status: 'draft' as const, publishAt: undefined }
              : post.status === 'scheduled'
                ? {}
                : { editDate: now }),
        bodyTruncated: false,
        // The old rendering no longer matches: the page shows its skeleton until the refetch.
        bodyHtml: undefined,
      }))
      return { restore }
    },
    onSuccess: ({ imageUrl }) => {
      if (imageUrl) updateCachedPost(queryClient, postId, (post) => ({ ...post, image: imageUrl }))
    },
    onError: (_error, _changes, context) => context?.restore(),
    // Not awaited, so the form hears of the outcome without waiting for these refetches.
    onSettled: () => {
      setProgress(null)
      void invalidatePostLists(queryClient)
      void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
    },
  })
  return { ...mutation, progress }
}
