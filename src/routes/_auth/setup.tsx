import { Alert, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import { useSiteWaitsForOwner } from '../../entities/site/use-site'
import { SetupForm } from '../../features/site-setup/components/setup-form'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import { withElements } from '../../lib/i18n/elements'
import authPages from '../../locales/en/auth-pages.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// The first run (docs/decisions/0074): signed in with a verified email (the guard's), the person
// names the site and owns it. Once someone does, this says so instead.
export const Route = createFileRoute('/_auth/setup')({
  head: pageTitle((t) => t('pageTitles.setUp')),
  component: SetupPage,
})

function SetupPage() {
  const waits = useSiteWaitsForOwner()
  const router = useRouter()
  const t = useT(authPages)
  const title = useT(pageTitles)
  return (
    <Stack maw="36rem" mx="auto">
      <Title order={1}>{title('pageTitles.setUp')}</Title>
      {waits ? (
        <>
          <Text c="dimmed">{t('authPages.setupIntro')}</Text>
          <SetupForm onDone={() => void router.navigate({ to: '/' })} />
        </>
      ) : (
        <Alert color="gray" title={t('authPages.alreadySetUp')}>
          <Text size="sm">
            {withElements((m) => t('authPages.hasOwner', { link: m.link }), {
              link: <LinkAnchor to="/">{t('authPages.goToLatest')}</LinkAnchor>,
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  )
}
