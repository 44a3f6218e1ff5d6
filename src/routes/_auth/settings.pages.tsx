import { Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { roleAtLeast } from '../../../contract/site-facts'
import { PageLoader } from '../../components/page-loader'
import { siteQueries } from '../../entities/site/queries'
import { PagesScreen } from '../../features/manage-pages/components/pages-screen'
import { MarkdownEditor } from '../../features/write-post/editor/markdown-editor'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import settingsPage from '../../locales/en/settings-page.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// Settings → Pages (docs/decisions/0075): the owner's and administrators' pages. The text is the
// post editor's (the route passes it in: a feature never imports another, ADR 0062). Anyone else
// is told plainly that the pages are not theirs to change (the server answers them 403).
export const Route = createFileRoute('/_auth/settings/pages')({
  head: pageTitle((t) => t('pageTitles.pages')),
  component: function SettingsPagesPage() {
    const { user } = Route.useRouteContext()
    const role = useQuery(siteQueries.role(user.uid))
    const t = useT(settingsPage)
    const title = useT(pageTitles)
    let content
    if (role.isPending) content = <PageLoader label={t('settingsPage.checkingRole')} />
    else if (!roleAtLeast(role.data?.role, 'administrator')) {
      content = <Text>{t('settingsPage.pagesOwnersOnly')}</Text>
    } else {
      const label = t('settingsPage.pageText')
      content = <PagesScreen editor={(body) => <MarkdownEditor body={body} label={label} />} />
    }
    return (
      <Stack maw="46rem" mx="auto" w="100%">
        <Title order={1}>{title('pageTitles.pages')}</Title>
        {content}
      </Stack>
    )
  },
})
