import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { followQueries } from '../queries'
import { FollowedAuthors, FollowedTags } from './followed-lists'
import { RemoteFollowForm } from './remote-follow-form'
import { RemoteFollowedList } from './remote-followed-list'

/**
 * Whom and what the reader follows, in one place (ADR 0059): authors, tags and people on other
 * servers, each with Unfollow, and the form to follow someone on another server (the Following
 * tab's link opens the page at it, `#follow-elsewhere`, which the page announcer focuses).
 */
export function FollowingScreen({ email }: { email: string }) {
  const followed = useQuery(followQueries.followed(email))
  const remote = useQuery(followQueries.remote(email))
  // A row unfollowed here is hidden at once and back if the server refuses (paused-writes.ts).
  const authors = followed.data?.authors.filter((row) => !row.unfollowed) ?? []
  const tags = followed.data?.tags.filter((row) => !row.unfollowed).map((row) => row.tag) ?? []
  const others = remote.data ?? []
  const loading = followed.isPending || remote.isPending
  const nobody =
    followed.isSuccess && remote.isSuccess && authors.length + tags.length + others.length === 0

  const retry = (what: string, refetch: () => unknown) => (
    <Group gap="xs">
      <Text size="sm" c="red" role="alert">
        {what} could not be loaded.
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={() => void refetch()}>
        Try again
      </Button>
    </Group>
  )
  const lists = (
    <>
      <Section title="Authors">
        {followed.isError ? (
          retry('The authors you follow', followed.refetch)
        ) : authors.length > 0 ? (
          <FollowedAuthors authors={authors} />
        ) : (
          <None>No authors yet. Follow one from their page.</None>
        )}
      </Section>
      <Section title="Tags">
        {followed.isError ? (
          retry('The tags you follow', followed.refetch)
        ) : tags.length > 0 ? (
          <FollowedTags tags={tags} />
        ) : (
          <None>No tags yet. Follow one from its page.</None>
        )}
      </Section>
      <Section title="On other servers">
        {remote.isError ? (
          retry('Whom you follow on other servers', remote.refetch)
        ) : others.length > 0 ? (
          <RemoteFollowedList email={email} rows={others} />
        ) : (
          <None>No one on other servers yet.</None>
        )}
      </Section>
    </>
  )
  return (
    <Stack gap="xl">
      {loading ? (
        <PageLoader label="Loading whom you follow" />
      ) : nobody ? (
        <Stack gap="xs">
          <Text fw={600}>You follow no one yet.</Text>
          <Text c="dimmed">
            Follow an author from their page or a tag from its page, and their new posts gather in
            your Following feed. <LinkAnchor to="/">See the latest posts</LinkAnchor>
          </Text>
        </Stack>
      ) : (
        lists
      )}
      <RemoteFollowForm email={email} />
    </Stack>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function None({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  )
}
