import { Group, Stack, Text } from '@mantine/core'
import type { FollowedAuthor } from '../../../../contract/follows'
import { LinkAnchor } from '../../../components/link-anchor'
import { UserAvatar } from '../../../components/user-avatar'
import { useFollow } from '../use-follow'
import { FollowedRow } from './followed-row'
import { PLAIN_LIST } from './titled-section'

import { useT } from '../../../lib/i18n/context'
import follows from '../../../locales/en/follows.messages.json'

/**
 * The authors the reader follows, each with Unfollow: optimistic, through the same write as
 * every Follow button (use-follow.ts), so the row hides at once, comes back if the server
 * refuses, and waits with the other writes when the device is offline (ADR 0040).
 */
export function FollowedAuthors({ authors }: { authors: FollowedAuthor[] }) {
  const t = useT(follows)
  return (
    <Stack component="ul" gap="xs" style={PLAIN_LIST} aria-label={t('follows.authors')}>
      {authors.map((author) => (
        <AuthorRow key={author.authorId} author={author} />
      ))}
    </Stack>
  )
}

function AuthorRow({ author }: { author: FollowedAuthor }) {
  const follow = useFollow({ kind: 'author', authorId: author.authorId })
  const { displayName, handle } = author
  return (
    <FollowedRow
      name={displayName}
      onUnfollow={() => follow.mutate(false)}
      avatar={<UserAvatar name={displayName} photoURL={author.photoURL} size={32} />}
    >
      {handle ? (
        <LinkAnchor to="/@{$handle}" params={{ handle }} fw={600} size="sm" lineClamp={1}>
          {displayName}
        </LinkAnchor>
      ) : (
        <LinkAnchor
          to="/author/$authorId"
          params={{ authorId: author.authorId }}
          fw={600}
          size="sm"
          lineClamp={1}
        >
          {displayName}
        </LinkAnchor>
      )}
      {handle ? (
        <Text size="xs" c="dimmed" truncate>
          @{handle}
        </Text>
      ) : null}
    </FollowedRow>
  )
}

/** The tags the reader follows, each with Unfollow, as the authors. */
export function FollowedTags({ tags }: { tags: string[] }) {
  const t = useT(follows)
  return (
    <Stack component="ul" gap="xs" style={PLAIN_LIST} aria-label={t('follows.tags')}>
      {tags.map((tag) => (
        <TagRow key={tag} tag={tag} />
      ))}
    </Stack>
  )
}

function TagRow({ tag }: { tag: string }) {
  const follow = useFollow({ kind: 'tag', tag })
  return (
    <FollowedRow name={`#${tag}`} onUnfollow={() => follow.mutate(false)}>
      <Group gap={0} mih={32} align="center">
        <LinkAnchor to="/tag/$tag" params={{ tag }} fw={600} size="sm">
          #{tag}
        </LinkAnchor>
      </Group>
    </FollowedRow>
  )
}
