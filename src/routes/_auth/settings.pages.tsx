import { Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { roleAtLeast } from '../../../contract/site-facts'
import { PageLoader } from '../../components/page-loader'
import { siteQueries } from '../../entities/site/queries'
import { PagesScreen } from '../../features/manage-pages/components/pages-screen'
import { MarkdownEditor } from '../../features/write-post/editor/markdown-editor'
import { titleHead } from '../../lib/page-title'

// Settings → Pages (docs/decisions/0075): the owner's and administrators' pages. The text is the
// post editor's (the route passes it in: a feature never imports another, ADR 0062). Anyone else
// is told plainly that the pages are not theirs to change (the server answers them 403).
export const Route = createFileRoute('/_auth/settings/pages')({
  head: ({ match }) => titleHead(match.context.site, 'Pages'),
  component: function SettingsPagesPage() {
    const { user } = Route.useRouteContext()
    const role = useQuery(siteQueries.role(user.uid))
    let content
    if (role.isPending) content = <PageLoader label="Checking your role" />
    else if (!roleAtLeast(role.data?.role, 'administrator')) {
      content = <Text>Only the site’s owner and its administrators manage its pages.</Text>
    } else {
      content = <PagesScreen editor={(body) => <MarkdownEditor body={body} label="Text" />} />
    }
    return (
      <Stack maw="46rem" mx="auto" w="100%">
        <Title order={1}>Pages</Title>
        {content}
      </Stack>
    )
  },
})
