import { createFileRoute, useRouter } from '@tanstack/react-router'
import { Suspense, lazy, useCallback } from 'react'
import type { PostStatus } from '../../../contract/tags'
import { EditorActionsSlot } from '../../features/write-post/editor-actions-slot'
import { NotFoundPage } from '../../components/not-found-page'
import { PageLoader } from '../../components/page-loader'
import { EditPost } from '../../features/write-post/components/edit-post'
import { loadPost } from '../../features/posts/load-post'
import { titleHead } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import deskPages from '../../locales/en/desk-pages.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'
import { POST_PAGE, postParams } from '../../lib/post-link'

export const Route = createFileRoute('/_auth/post-edit/$postId')({
  loader: async ({ context: { queryClient }, params: { postId } }) => {
    const post = await loadPost(queryClient, postId, { forEditing: true })
    return { title: post.postTitle }
  },
  head: ({ loaderData, match }) =>
    titleHead(
      match.context.site,
      loaderData && match.context.t('pageTitles.editPost', { title: loaderData.title }),
    ),
  pendingComponent: EditPostPending,
  notFoundComponent: PostNotFound,
  component: EditPostPage,
})

function EditPostPending() {
  const t = useT(deskPages)
  return <PageLoader label={t('deskPages.loadingPost')} />
}

function PostNotFound() {
  const title = useT(pageTitles)
  return <NotFoundPage title={title('pageTitles.postNotFound')} />
}

// "Share preview link" (ADR 0079) in a chunk of its own: a published post's editor never draws it.
const SharePreviewLink = lazy(() =>
  import('../../features/preview-link/components/share-preview-link').then((m) => ({
    default: m.SharePreviewLink,
  })),
)

function EditPostPage() {
  const { postId } = Route.useParams()
  const { user } = Route.useRouteContext()
  const router = useRouter()
  const navigate = Route.useNavigate()
  // Saved or cancelled, back to wherever the author came from: the post, the feed or their list.
  const goBack = () => {
    if (router.history.canGoBack()) router.history.back()
    else void navigate({ to: POST_PAGE, params: postParams(postId) })
  }
  const share = useCallback(
    ({ status }: { status: PostStatus }) =>
      status === 'published' ? null : (
        <Suspense fallback={null}>
          <SharePreviewLink postId={postId} status={status} />
        </Suspense>
      ),
    [postId],
  )
  return (
    <EditorActionsSlot.Provider value={share}>
      <EditPost postId={postId} user={user} onDone={goBack} />
    </EditorActionsSlot.Provider>
  )
}
