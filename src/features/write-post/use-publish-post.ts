import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { describe } from '../../../contract/head/head-tags'
import type { PostStatus } from '../../../contract/tags'
import type { SessionUser } from '../../lib/auth/session'
import { prepareImage } from '../../lib/images/prepare'
import { uploadImage } from '../../lib/images/upload'
import { useFormatDate } from '../../lib/dates'
import { notify } from '../../lib/toast'
import { useT } from '../../lib/i18n/context'
import { writePost } from './write-post-words'
import { createPost } from '../../entities/post/writes'
import { invalidatePostLists, prependCachedPost } from '../../entities/post/cache'
import { POST_PAGE, postParams } from '../../lib/post-link'

export interface NewPostValues {
  postTitle: string
  postBody: string
  tags: string[]
  /** The post's language (BCP 47); absent: the site's. */
  language?: string
  /** Required to publish; a draft may have none yet. */
  image: File | null
  status: PostStatus
  /** With status 'scheduled': when, as an ISO instant. */
  publishAt?: string | undefined
}

/**
 * Publishes a new post, or saves it as a draft, as spec §4 orders it: the image (checked, and
 * scaled down when it is too big) goes to the image host first, and the post is created only
 * once the host has it. The post is put at the top of the cached lists it belongs to at once,
 * then the lists and the tags are refetched for the server's own copy. A failure is the spec's
 * 'something went wrong', with the reason beneath it. The author is taken back where they came
 * from (spec §4); the success toast offers 'View post' to open the new post from there.
 */
export function usePublishPost(user: SessionUser) {
  const t = useT(writePost)
  const formatDate = useFormatDate()
  const queryClient = useQueryClient()
  const router = useRouter()
  /** Share of the image sent, 0 to 1; null before the first upload. */
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation({
    mutationFn: async ({ image, status, publishAt, ...text }: NewPostValues) => {
      let imageUrl = ''
      if (image) {
        setProgress(0)
        const uploaded = await uploadImage(await prepareImage(image), { onProgress: setProgress })
        imageUrl = uploaded.data.url
      }
      // A post to publish is sent as the spec's client sends it: without a status.
      const input = {
        ...text,
        image: imageUrl,
        ...(status === 'draft' ? { status } : {}),
        ...(status === 'scheduled' ? { status, publishAt } : {}),
      }
      return { input, status, result: await createPost(input) }
    },
    meta: { errorTitle: t('writePost.createFailed') },
    onSuccess: ({ input, status, result }) => {
      prependCachedPost(
        queryClient,
        {
          // Unknown (`lang=""`) until the refetch brings the server's: sent, or the site's.
          language: '',
          ...input,
          _id: result.insertedId,
          slug: result.slug,
          author: user.email,
          authorId: user.uid,
          authorDisplayName: user.displayName ?? user.email.split('@')[0] ?? '',
          authorPhotoURL: user.photoURL ?? '',
          likeCount: 0,
          likedByMe: false,
          bookmarkedByMe: false,
          commentCount: 0,
          date: new Date().toISOString(),
          bodyTruncated: false,
          status,
          // Until the refetch brings the server's own figures.
          description: describe(input.postBody),
          readingMinutes: Math.max(1, Math.round(input.postBody.split(/\s+/).length / 230)),
        },
        user.email,
      )
      if (!result.insertedId) return
      // A draft goes on in its editor, whose status line says it is saved (ADR 0078).
      if (status === 'draft') return
      if (status === 'scheduled' && input.publishAt) {
        notify.success(t('writePost.postScheduled', { date: formatDate(input.publishAt) }))
        return
      }
      const postId = result.insertedId
      notify.success(t('writePost.postedSuccessfully'), {
        action: {
          label: t('writePost.viewPost'),
          onClick: () =>
            void router.navigate({ to: POST_PAGE, params: postParams(postId, result.slug) }),
        },
      })
    },
    onSettled: () => invalidatePostLists(queryClient),
  })
  return { publish: mutation.mutateAsync, progress }
}
