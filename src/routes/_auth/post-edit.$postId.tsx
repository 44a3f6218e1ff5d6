import { createFileRoute, useRouter } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/not-found-page'
import { PageLoader } from '../../components/page-loader'
import { EditPost } from '../../features/write-post/components/edit-post'
import { loadPost } from '../../features/posts/load-post'
import { titleHead } from '../../lib/page-title'
import { POST_PAGE, postParams } from '../../lib/post-link'

export const Route = createFileRoute('/_auth/post-edit/$postId')({
  loader: async ({ context: { queryClient }, params: { postId } }) => {
    const post = await loadPost(queryClient, postId, { forEditing: true })
    return { title: post.postTitle }
  },
  head: ({ loaderData, match }) =>
    titleHead(match.context.site, loaderData && `Edit ${loaderData.title}`),
  pendingComponent: () => <PageLoader label="Loading the post" />,
  notFoundComponent: () => <NotFoundPage title="Post not found" />,
  component: EditPostPage,
})

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
  return <EditPost postId={postId} user={user} onDone={goBack} />
}
