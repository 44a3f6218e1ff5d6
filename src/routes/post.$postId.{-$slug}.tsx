import { Divider, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect, useLocation, useRouter } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { NotFoundPage } from '../components/not-found-page'
import {
  type CommentActionProps,
  CommentActionsSlot,
} from '../features/comments/comment-actions-slot'
import { CommentsSection } from '../features/comments/components/comments-section'
import { commentQueries } from '../entities/comment/queries'
import { PostArticle, PostColumn } from '../features/posts/components/post-article'
import { PostOwnerActions } from '../features/posts/components/post-owner-actions'
import { PostArticleSkeleton } from '../features/posts/components/post-skeletons'
import { loadPost } from '../features/posts/load-post'
import { type PostView, postQueries } from '../entities/post/queries'
import { useViewCount } from '../features/stats/use-view-count'
import { postMeta } from '../../contract/head/page-meta'
import { titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'
import { useSessionUser } from '../lib/auth/session'
import { useT } from '../lib/i18n/context'
import pageTitles from '../locales/en/page-titles.messages.json'
import '@mantine/core/styles/Divider.css'

export const Route = createFileRoute('/post/$postId/{-$slug}')({
  loader: async ({ context: { queryClient }, params: { postId, slug }, location }) => {
    const post = loadPost(queryClient, postId)
    // Comments load beside the post, not after it; their section waits on its own.
    queryClient.infiniteQuery(commentQueries.list(postId)).catch(() => undefined)
    const loaded = await post
    const moved = ownAddress(postId, slug, loaded.slug, location.hash)
    if (moved) throw redirect(moved)
    // A draft's banner comes beside its first render, not after it.
    if (loaded.status !== 'published') void desk().catch(() => undefined)
    return { post: loaded }
  },
  // The head describes the post as loaded (a list's copy has every fact it needs); a post not
  // not found is titled as the server titles its 404.
  head: ({ loaderData, match }) =>
    loaderData
      ? routeHead(postMeta(match.context.site, loaderData.post))
      : titleHead(
          match.context.site,
          match.status === 'notFound' ? match.context.t('pageTitles.postNotFound') : undefined,
        ),
  // A post not in the cache shows its skeleton almost at once (a post from the feed is there
  // already, so it never flashes), and then for long enough to be seen rather than blink.
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: PostArticleSkeleton,
  notFoundComponent: PostNotFound,
  component: PostPage,
})

/**
 * One address per post (issue 27): a link without the slug, or with an older title's, ends at the
 * post's own, in place, as the server's 301 does; null when it is there.
 */
function ownAddress(postId: string, asked: string | undefined, slug: string, hash: string) {
  if (!slug || asked === slug) return null
  return {
    to: '/post/$postId/{-$slug}',
    params: { postId, slug },
    hash,
    replace: true,
  } as const
}

/** The posts whose not-found page was loaded again once someone was signed in. */
const loadedAgain = new Set<string>()

/**
 * The server draws every page as a reader sees it, so an author's own draft (or a post taken
 * back) is drawn as not found. Once the app knows someone is signed in, it loads the post again
 * with their token, once per post: their draft shows; anyone else's 404 stays.
 */
function PostNotFound() {
  const { postId } = Route.useParams()
  const user = useSessionUser()
  const router = useRouter()
  const title = useT(pageTitles)
  useEffect(() => {
    if (!user || loadedAgain.has(postId)) return
    loadedAgain.add(postId)
    void router.invalidate({ filter: (match) => match.routeId === Route.id })
  }, [user, postId, router])
  return <NotFoundPage title={title('pageTitles.postNotFound')} />
}

// Report, Hide, Comments on/off (issue 26): their code comes once someone is signed in. The
// route slots the comments' into the thread (docs/decisions/0062), one lazy chunk for both.
const moderation = () => import('../features/moderation/moderation')
const PostModeration = lazy(() => moderation().then((m) => ({ default: m.PostModeration })))
const CommentModeration = lazy(() => moderation().then((m) => ({ default: m.CommentModeration })))
const commentModeration = (props: CommentActionProps) => <CommentModeration {...props} />

// A draft's or scheduled post's banner (ADR 0078): a reader's page never loads it.
const desk = () => import('../features/posts/post-desk')
const DraftBanner = lazy(() => desk().then((m) => ({ default: m.DraftBanner })))

function PostPage() {
  const { postId, slug } = Route.useParams()
  const user = useSessionUser()
  const { data: post } = useSuspenseQuery(postQueries.detail(postId))
  // A title changed while the page is open (the author's own edit) moves the page with it.
  const navigate = Route.useNavigate()
  const hash = useLocation({ select: (location) => location.hash })
  useEffect(() => {
    const moved = ownAddress(postId, slug, post.slug, hash)
    if (moved) void navigate(moved)
  }, [postId, slug, post.slug, hash, navigate])
  const end = useRef<HTMLSpanElement>(null)
  useViewCount(postId, post.authorId ?? null, end)
  const [openedAt] = useState(Date.now)
  // A draft or a scheduled post says so at the top, and has no likes, moderation or comments
  // until it is out: nobody but its author and the editors can see it (ADR 0078).
  const out = post.status === 'published'
  return (
    <Stack gap="xl">
      {out ? null : (
        <Suspense fallback={null}>
          <DraftBanner post={post} openedAt={openedAt} />
        </Suspense>
      )}
      <PostArticle postId={postId} />
      <span ref={end} aria-hidden="true" />
      <PostColumn>
        <PostOwnerActions post={post} />
        {out ? <PublishedPostParts post={post} user={user} /> : null}
      </PostColumn>
    </Stack>
  )
}

/** What only a post that is out has: moderation, and its comments. */
function PublishedPostParts({
  post,
  user,
}: {
  post: PostView
  user: ReturnType<typeof useSessionUser>
}) {
  return (
    <>
      {user ? (
        <Suspense fallback={null}>
          <Stack gap="sm" mt="md">
            <PostModeration post={post} user={user} />
          </Stack>
        </Suspense>
      ) : null}
      <Divider mt="md" mb="xl" />
      <CommentActionsSlot.Provider value={commentModeration}>
        <CommentsSection
          postId={post._id}
          commentCount={post.commentCount}
          postAuthorId={post.authorId}
          postAuthor={
            post.authorHandle
              ? { handle: post.authorHandle, name: post.authorDisplayName }
              : undefined
          }
          commentsEnabled={post.commentsEnabled !== false}
        />
      </CommentActionsSlot.Provider>
    </>
  )
}
