import { QueryClientProvider } from '@tanstack/react-query'
import { Stack } from '@mantine/core'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import type { Post } from '../../contract/posts'
import { titled } from '../../contract/head/page-meta'
import { NotFoundPage } from '../components/not-found-page'
import { PostArticle } from '../features/posts/components/post-article'
import { PreviewNotice } from '../features/preview-link/page/preview-notice'
import { loadPreview } from '../features/preview-link/page/load-preview'
import { previewCache } from '../features/preview-link/page/preview-cache'
import { useT } from '../lib/i18n/context'
import previewPage from '../locales/en/preview-page.messages.json'

/**
 * A draft (or a scheduled post) read through its preview link (ADR 0079), by anyone, signed in
 * or not: the post as its page will draw it, under a notice that it is a preview. Only the path
 * stays in the route tree (the first load): the screen says its title, its `noindex` and its
 * not-found itself. The server's first response says `noindex` in its head and headers too.
 */
export const Route = createFileRoute('/preview/$token')({
  loader: ({ context: { queryClient }, params: { token } }) => loadPreview(queryClient, token),
  component: PreviewPage,
})

function PreviewPage() {
  const previewed = Route.useLoaderData()
  return (
    <>
      {/* Hoisted into the head by React. */}
      <meta name="robots" content="noindex" />
      {previewed ? <Preview post={previewed.post} /> : <PreviewNotFound />}
    </>
  )
}

function PreviewNotFound() {
  const t = useT(previewPage)
  return (
    <NotFoundPage title={t('previewPage.notFoundTitle')}>
      {t('previewPage.notFoundBody')}
    </NotFoundPage>
  )
}

function Preview({ post }: { post: Post }) {
  const cache = useMemo(() => previewCache(post), [post])
  const { site } = useRouter().options.context
  useEffect(() => {
    document.title = titled(site, post.postTitle)
  }, [site, post.postTitle])
  return (
    <Stack gap="xl">
      <PreviewNotice />
      <QueryClientProvider client={cache}>
        <PostArticle postId={post._id} />
      </QueryClientProvider>
    </Stack>
  )
}
