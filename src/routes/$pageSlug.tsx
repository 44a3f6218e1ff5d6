import { createFileRoute } from '@tanstack/react-router'
import { SitePage, SitePageNotFound } from './-site-page'
import { loadSitePage } from './-site-page-route'
import { sitePageHead } from './-site-page-head'

/**
 * A page the owner wrote, at `/{slug}` (docs/decisions/0075). The router ranks every static
 * screen (`/login`, `/privacy`) above this parameter, and no page may take a screen's slug.
 */
export const Route = createFileRoute('/$pageSlug')({
  loader: ({ context: { queryClient }, params: { pageSlug } }) =>
    loadSitePage(queryClient, pageSlug),
  head: ({ loaderData, match }) => sitePageHead(match.context, loaderData, match.status),
  notFoundComponent: SitePageNotFound,
  component: PageSlugPage,
})

function PageSlugPage() {
  const { pageSlug } = Route.useParams()
  return <SitePage slug={pageSlug} />
}
