import { createFileRoute } from '@tanstack/react-router'
import { PRIVACY_SLUG } from '../../contract/page-slug'
import { SitePage, SitePageNotFound } from './-site-page'
import { loadSitePage } from './-site-page-route'
import { sitePageHead } from './-site-page-head'

/**
 * The privacy page: a page the owner edits at Settings → Pages (docs/decisions/0075), kept as
 * its own screen so `/privacy` stays a screen the footer's typed link names.
 */
export const Route = createFileRoute('/privacy')({
  loader: ({ context: { queryClient } }) => loadSitePage(queryClient, PRIVACY_SLUG),
  head: ({ loaderData, match }) => sitePageHead(match.context, loaderData, match.status),
  notFoundComponent: SitePageNotFound,
  component: () => <SitePage slug={PRIVACY_SLUG} />,
})
