import { Button, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { followQueries } from '../../../entities/follow/queries'
import { FollowedAuthors, FollowedTags } from './followed-lists'
import { RemoteFollowForm } from './remote-follow-form'
import { RemoteFollowedList } from './remote-followed-list'
import { TitledSection } from './titled-section'

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

  const lists = (
    <>
      <ListSection
        title="Authors"
        query={followed}
        what="The authors you follow"
        none="No authors yet. Follow one from their page."
      >
        {authors.length > 0 ? <FollowedAuthors authors={authors} /> : null}
      </ListSection>
      <ListSection
        title="Tags"
        query={followed}
        what="The tags you follow"
        none="No tags yet. Follow one from its page."
      >
        {tags.length > 0 ? <FollowedTags tags={tags} /> : null}
      </ListSection>
      <ListSection
        title="On other servers"
        query={remote}
        what="Whom you follow on other servers"
        none="No one on other servers yet."
      >
        {others.length > 0 ? <RemoteFollowedList email={email} rows={others} /> : null}
      </ListSection>
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

/** One list of the page: its rows (`children`, null when it has none), or why not. */
function ListSection({
  title,
  query,
  what,
  none,
  children,
}: {
  title: string
  query: { isError: boolean; refetch: () => unknown }
  /** What could not be loaded, said when the query failed. */
  what: string
  /** What an empty list says. */
  none: string
  children: ReactNode
}) {
  return (
    <TitledSection title={title}>
      {query.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red" role="alert">
            {what} could not be loaded.
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Group>
      ) : (
        (children ?? (
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        ))
      )}
    </TitledSection>
  )
}
