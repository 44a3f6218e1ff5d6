import { Alert, Stack, Text } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { roleAtLeast } from '../../../../contract/site-facts'
import { PageLoader } from '../../../components/page-loader'
import { siteQueries } from '../../../entities/site/queries'
import { LinkAnchor } from '../../../components/link-anchor'
import type { SessionUser } from '../../../lib/auth/session'
import { postQueries } from '../../../entities/post/queries'
import { EditPostForm } from './edit-post-form'
import { useT } from '../../../lib/i18n/context'
import { writePost } from '../write-post-words'
import { POST_PAGE, postParams } from '../../../lib/post-link'

interface EditPostProps {
  postId: string
  user: SessionUser
  /** Called when the author is done: the post saved, or the edit cancelled. */
  onDone: () => void
}

/**
 * The edit screen: the form for the post's author and the site's editors (who edit and publish
 * anyone's post, ADR 0074), a plain refusal for anyone else.
 */
export function EditPost({ postId, user, onDone }: EditPostProps) {
  const t = useT(writePost)
  const { data: post } = useSuspenseQuery(postQueries.detail(postId))
  const role = useQuery(siteQueries.role(user.uid))
  const editor = roleAtLeast(role.data?.role, 'editor')
  // Public answers carry no email (docs/decisions/0024): the author is known by their uid.
  if (post.authorId !== user.uid && !editor) {
    // Someone else's post: refused once the role is known not to be an editor's.
    if (role.isPending) return <PageLoader label={t('writePost.checkingRole')} />
    return (
      <Stack>
        <Alert color="yellow" title={t('writePost.cannotEdit')} role="alert">
          <Text size="sm">{t('writePost.onlyAuthorEdits')}</Text>
        </Alert>
        <LinkAnchor to={POST_PAGE} params={postParams(postId, post.slug)}>
          {t('writePost.readThePost')}
        </LinkAnchor>
      </Stack>
    )
  }
  return <EditPostForm key={post._id} post={post} onDone={onDone} />
}
