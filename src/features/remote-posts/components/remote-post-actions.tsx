import { Box, Group } from '@mantine/core'
import { Suspense, lazy, useState } from 'react'
import type { PostSummary, RemoteSource } from '../../../../contract/posts'
import { HeartIcon } from '../../../components/icons'
import { useLikeRemotePost } from '../use-remote-post-actions'
import classes from '../../../entities/post/components/post-card.module.css'
import pill from '../../../components/pill-toggle.module.css'
import { useT } from '../../../lib/i18n/context'
import remotePostActions from '../../../locales/en/remote-post-actions.messages.json'

// The reply box is its own chunk: most readers never open it.
const RemoteReply = lazy(() => import('./remote-reply'))

/**
 * Like and Reply, both sent to the post's own server (issue 29): the heart shows at once and
 * comes back if refused; the reply box opens under the card. Its count is theirs to keep, so
 * the heart shows only whether the reader likes it.
 */
export default function RemoteActions({
  post,
  remote,
  title,
}: {
  post: PostSummary
  remote: RemoteSource
  title: string
}) {
  const t = useT(remotePostActions)
  const like = useLikeRemotePost(post._id)
  const [replying, setReplying] = useState(false)
  return (
    <>
      <Group gap="xs" mb="sm">
        <button
          type="button"
          className={pill.pill}
          data-liked={post.likedByMe || undefined}
          aria-pressed={post.likedByMe}
          aria-label={t('remotePostActions.likeLabel', { title, instance: remote.instance })}
          onClick={() => like.mutate(!post.likedByMe)}
        >
          <HeartIcon filled={post.likedByMe} size={18} />
          <span aria-hidden="true">{t('remotePostActions.like')}</span>
        </button>
        <button
          type="button"
          className={pill.pill}
          aria-expanded={replying}
          aria-label={t('remotePostActions.replyLabel', { title, instance: remote.instance })}
          onClick={() => setReplying((open) => !open)}
        >
          <span aria-hidden="true">{t('remotePostActions.reply')}</span>
        </button>
      </Group>
      {replying ? (
        <Box className={classes.readMore} mb="md">
          <Suspense fallback={null}>
            <RemoteReply
              postId={post._id}
              instance={remote.instance}
              title={title}
              onClose={() => setReplying(false)}
            />
          </Suspense>
        </Box>
      ) : null}
    </>
  )
}
