import { Alert, Button, Group, Switch } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../../contract/comments'
import type { HiddenReason } from '../../../../contract/hidden'
import type { PostDetail, PostSummary } from '../../../../contract/posts'
import type { SessionUser } from '../../../lib/auth/session'
import type { Translate } from '../../../lib/i18n/context'
import * as api from '../api'
import { moderationQueries } from '../../../entities/moderation/queries'
import { patchItem, snapshotQueries } from '../../../lib/optimistic'
import { postQueries } from '../../../entities/post/queries'
import { notify } from '../../../lib/toast'
import { ReportButton } from './report-button'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
import { commentQueries, updateAllCachedComments } from '../../../entities/comment/queries'
import { useT } from '../../../lib/i18n/context'
import moderation from '../../../locales/en/moderation.messages.json'

// Hiding or showing a comment (ADR 0043): a moderator any, the post's author those on their post.
// Every cached list marks it at once; a failure puts the lists back; the server's lists, read
// again, say what others see.

export function useHideComment(hiddenAs: 'moderator' | 'author') {
  const t = useT(moderation)
  const queryClient = useQueryClient()
  const lists = commentQueries.lists()
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      api.setHidden({ type: 'comment', id: commentId }, hidden),
    meta: { errorTitle: t('moderation.failedTryAgain') },
    onMutate: async ({ commentId, hidden }) => {
      const restore = await snapshotQueries(queryClient, [lists])
      updateAllCachedComments(
        queryClient,
        patchItem(commentId, ({ hidden: _was, ...rest }) =>
          hidden ? { ...rest, hidden: hiddenAs } : rest,
        ),
      )
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (_data, { hidden }) =>
      notify.success(hidden ? t('moderation.commentHidden') : t('moderation.commentShownAgain')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lists }),
        queryClient.invalidateQueries({ queryKey: postQueries.all() }),
        queryClient.invalidateQueries({ queryKey: moderationQueries.all() }),
      ]),
  })
}

/**
 * A signed-in reader's Report on someone else's comment; Hide / Show for the post's author (on
 * their post) and for moderators (ADR 0043). In a chunk of its own, loaded with a session.
 */
export function CommentModeration({
  comment,
  user,
  postAuthorId,
}: {
  comment: Comment
  user: SessionUser
  postAuthorId: string | undefined
}) {
  const t = useT(moderation)
  const me = useQuery(moderationQueries.me(user.uid))
  const moderator = me.data?.moderator === true
  const postAuthor = postAuthorId !== undefined && postAuthorId === user.uid
  const own = comment.userId === user.uid
  const hide = useHideComment(moderator ? 'moderator' : 'author')
  // The post's author shows again only what they hid; a moderator anything.
  const canHide =
    moderator || (postAuthor && !own && (!comment.hidden || comment.hidden === 'author'))
  return (
    <>
      {canHide ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          aria-label={
            comment.hidden
              ? t('moderation.showCommentBy', { author: comment.userName })
              : t('moderation.hideCommentBy', { author: comment.userName })
          }
          onClick={() => hide.mutate({ commentId: comment._id, hidden: !comment.hidden })}
        >
          {comment.hidden ? t('moderation.show') : t('moderation.hide')}
        </Button>
      ) : null}
      {!own && !comment.hidden ? (
        <ReportButton
          targetType="comment"
          targetId={comment._id}
          named={{ author: comment.userName }}
        />
      ) : null}
    </>
  )
}

// The writes of moderation (ADR 0043), each optimistic where the screen has something
// to change at once, and put back when the server refuses.

/** The post's author closes or opens its comments: the post says so at once. */
export function useCommentsEnabled(postId: string) {
  const t = useT(moderation)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => api.setCommentsEnabled(postId, enabled),
    meta: { errorTitle: t('moderation.failedTryAgain') },
    onMutate: async (enabled) => {
      const restore = await snapshotQueries(queryClient, [postQueries.all()])
      queryClient.setQueriesData<PostDetail>({ queryKey: postQueries.all() }, (data) =>
        data && typeof data === 'object' && '_id' in data && data._id === postId
          ? { ...data, commentsEnabled: enabled }
          : data,
      )
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (enabled) =>
      notify.success(enabled ? t('moderation.commentsOpen') : t('moderation.commentsClosed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postQueries.all() }),
  })
}

/** Why a post is hidden, for those who still see it. */
function postHiddenSays(t: Translate<keyof typeof moderation>, hidden: HiddenReason): string {
  switch (hidden) {
    case 'moderator':
      return t('moderation.postHiddenByModerator')
    case 'author':
      return t('moderation.postHiddenByAuthor')
    case 'suspended':
      return t('moderation.postHiddenSuspended')
  }
}

/**
 * Under a post, for someone signed in (ADR 0043): why it is hidden, if it is; its author's
 * Comments on/off; Report for anyone else; Hide / Restore for moderators.
 */
export function PostModeration({
  post,
  user,
}: {
  post: Pick<PostSummary, '_id' | 'authorId' | 'postTitle' | 'hidden' | 'commentsEnabled'>
  user: SessionUser
}) {
  const t = useT(moderation)
  const me = useQuery(moderationQueries.me(user.uid))
  const moderator = me.data?.moderator === true
  const author = post.authorId === user.uid
  const comments = useCommentsEnabled(post._id)
  const queryClient = useQueryClient()
  const hide = useMutation({
    mutationFn: (hidden: boolean) => api.setHidden({ type: 'post', id: post._id }, hidden),
    meta: { errorTitle: t('moderation.failedTryAgain') },
    onSuccess: (_data, hidden) =>
      notify.success(hidden ? t('moderation.postHidden') : t('moderation.postShownAgain')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postQueries.all() }),
        queryClient.invalidateQueries({ queryKey: moderationQueries.all() }),
      ]),
  })
  return (
    <>
      {post.hidden ? (
        <Alert color="yellow" variant="light" title={t('moderation.hidden')}>
          {postHiddenSays(t, post.hidden)}
        </Alert>
      ) : null}
      <Group gap="md">
        {author ? (
          <Switch
            label={t('moderation.commentsOn')}
            checked={post.commentsEnabled !== false}
            onChange={(event) => comments.mutate(event.currentTarget.checked)}
          />
        ) : (
          <ReportButton targetType="post" targetId={post._id} named={{ title: post.postTitle }} />
        )}
        {moderator ? (
          <Button
            size="compact-sm"
            variant="light"
            color={post.hidden ? 'gray' : 'red'}
            loading={hide.isPending}
            onClick={() => hide.mutate(!post.hidden)}
          >
            {post.hidden ? t('moderation.restorePost') : t('moderation.hidePost')}
          </Button>
        ) : null}
      </Group>
    </>
  )
}
