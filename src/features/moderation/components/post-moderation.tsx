import { Alert, Button, Group, Switch } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PostSummary } from '../../../../contract/posts'
import type { SessionUser } from '../../../lib/auth/session'
import { POSTS_QUERY_ROOT } from '../../../lib/query-roots'
import { notify } from '../../../lib/toast'
import { moderationQueries } from '../../../lib/moderation/queries'
import { useCommentsEnabled } from '../use-moderation'
import { ReportButton } from '../../../components/report-button'

const HIDDEN_SAYS = {
  moderator: 'Hidden by a moderator: only you and the moderators see this post.',
  author: 'Hidden: only you and the moderators see this post.',
  suspended: 'Hidden: its author’s account is suspended. Only they and the moderators see it.',
} as const

/**
 * Under a post, for someone signed in (issue 26): why it is hidden, if it is; its author's
 * Comments on/off; Report for anyone else; Hide / Restore for moderators.
 */
export function PostModeration({
  post,
  user,
}: {
  post: Pick<PostSummary, '_id' | 'authorId' | 'postTitle' | 'hidden' | 'commentsEnabled'>
  user: SessionUser
}) {
  const me = useQuery(moderationQueries.me(user.uid))
  const moderator = me.data?.moderator === true
  const author = post.authorId === user.uid
  const comments = useCommentsEnabled(post._id)
  const queryClient = useQueryClient()
  const hide = useMutation({
    mutationFn: (hidden: boolean) =>
      import('../../../lib/moderation/api').then((m) =>
        m.setHidden({ type: 'post', id: post._id }, hidden),
      ),
    meta: { errorTitle: 'That did not work, please try again' },
    onSuccess: (_data, hidden) => notify.success(hidden ? 'Post hidden' : 'Post shown again'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: moderationQueries.all() }),
      ]),
  })
  return (
    <>
      {post.hidden ? (
        <Alert color="yellow" variant="light" title="Hidden">
          {HIDDEN_SAYS[post.hidden]}
        </Alert>
      ) : null}
      <Group gap="md">
        {author ? (
          <Switch
            label="Comments on"
            checked={post.commentsEnabled !== false}
            onChange={(event) => comments.mutate(event.currentTarget.checked)}
          />
        ) : (
          <ReportButton
            targetType="post"
            targetId={post._id}
            label={`the post “${post.postTitle}”`}
          />
        )}
        {moderator ? (
          <Button
            size="compact-sm"
            variant="light"
            color={post.hidden ? 'gray' : 'red'}
            loading={hide.isPending}
            onClick={() => hide.mutate(!post.hidden)}
          >
            {post.hidden ? 'Restore post' : 'Hide post'}
          </Button>
        ) : null}
      </Group>
    </>
  )
}
