import { Alert, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { ROLE_NAMES } from '../../../../contract/site-facts'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { useSiteSettings } from '../../../entities/site/use-site'
import { useAcceptInvitation } from '../use-invitations'

/** The invitation's link, opened signed in: accepted at once, then said plainly (ADR 0074). */
export function AcceptInvitation({ token }: { token: string }) {
  const accepting = useAcceptInvitation()
  const site = useSiteSettings()
  const { mutate } = accepting
  // Accepting twice is accepting once (the server answers the same), so StrictMode is harmless.
  useEffect(() => {
    if (token) mutate(token)
  }, [mutate, token])
  return (
    <Stack maw="36rem" mx="auto">
      <Title order={1}>Your invitation</Title>
      {!token ? (
        <Alert color="red" title="That did not work" role="alert">
          This invitation link is not valid
        </Alert>
      ) : accepting.isError ? (
        <Alert color="red" title="That did not work" role="alert">
          {accepting.error.message}
        </Alert>
      ) : accepting.isSuccess ? (
        <Stack gap="xs" role="status">
          <Text fw={600}>
            You are on the staff of {site.title}: {ROLE_NAMES[accepting.data.role].toLowerCase()}.
          </Text>
          <Text>
            {accepting.data.role === 'contributor'
              ? 'Write drafts; an editor publishes them.'
              : 'Your role’s tools are in the menu.'}{' '}
            <LinkAnchor to="/new-post">Write a post</LinkAnchor>
          </Text>
        </Stack>
      ) : (
        <PageLoader label="Accepting your invitation" />
      )}
    </Stack>
  )
}
