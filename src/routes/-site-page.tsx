// A page the owner wrote (docs/decisions/0075), at `/{slug}` or `/privacy`, drawn with a post's
// body styles, since it is the same renderer's HTML. Its loading and head are in
// -site-page-route.ts: the routes' options are on the first load, this is in the page's chunk.
import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { NotFoundPage } from '../components/not-found-page'
import { PostBody } from '../entities/post/components/post-body'
import { pageQueries } from '../entities/page/queries'
import { useT } from '../lib/i18n/context'
import pageTitles from '../locales/en/page-titles.messages.json'

export function SitePage({ slug }: { slug: string }) {
  const { data: page } = useSuspenseQuery(pageQueries.page(slug))
  return (
    <Stack component="article" maw="46rem" w="100%" mx="auto" gap="md">
      <Title order={1}>{page.title}</Title>
      <PostBody html={page.bodyHtml} />
    </Stack>
  )
}

export function SitePageNotFound() {
  const title = useT(pageTitles)
  return <NotFoundPage title={title('pageTitles.pageNotFound')} />
}
