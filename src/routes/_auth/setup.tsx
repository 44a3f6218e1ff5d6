import { Alert, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import { useSiteWaitsForOwner } from '../../entities/site/use-site'
import { SetupForm } from '../../features/site-setup/components/setup-form'
import { titleHead } from '../../lib/page-title'

// The first run (docs/decisions/0074): signed in with a verified email (the guard's), the person
// names the site and owns it. Once someone does, this says so instead.
export const Route = createFileRoute('/_auth/setup')({
  head: ({ match }) => titleHead(match.context.site, 'Set up your site'),
  component: SetupPage,
})

function SetupPage() {
  const waits = useSiteWaitsForOwner()
  const router = useRouter()
  return (
    <Stack maw="36rem" mx="auto">
      <Title order={1}>Set up your site</Title>
      {waits ? (
        <>
          <Text c="dimmed">
            Name your site and say where it is. You will own it: its settings, its staff and its
            pages are yours to change, and you can hand it over later.
          </Text>
          <SetupForm onDone={() => void router.navigate({ to: '/' })} />
        </>
      ) : (
        <Alert color="gray" title="This site is set up">
          <Text size="sm">
            It has an owner already. <LinkAnchor to="/">Go to the latest posts</LinkAnchor>
          </Text>
        </Alert>
      )}
    </Stack>
  )
}
