import { Avatar, Badge, Group, Stack, Text } from '@mantine/core'
import type { RemoteFollow } from '../../../../contract/remote-follows'
import { useUnfollowRemote } from '../use-remote-follows'
import { FollowedRow } from './followed-row'
import { PLAIN_LIST } from './titled-section'
import '@mantine/core/styles/Avatar.css'
import '@mantine/core/styles/Badge.css'

import { useT } from '../../../lib/i18n/context'
import follows from '../../../locales/en/follows.messages.json'

/**
 * The people on other servers the reader follows, each with Unfollow: the row leaves at once
 * and comes back, with a toast, if the server refuses (use-remote-follows.ts).
 */
export function RemoteFollowedList({ email, rows }: { email: string; rows: RemoteFollow[] }) {
  const t = useT(follows)
  const unfollow = useUnfollowRemote(email)
  return (
    <Stack component="ul" gap="xs" style={PLAIN_LIST} aria-label={t('follows.remote')}>
      {rows.map((row) => (
        <FollowedRow
          key={row.id}
          name={`@${row.handle}`}
          onUnfollow={() => unfollow.mutate(row)}
          avatar={
            <Avatar src={row.icon || null} alt="" size={32} radius="xl">
              {row.name.slice(0, 1).toUpperCase()}
            </Avatar>
          }
        >
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {row.name}
            </Text>
            {row.state === 'pending' ? (
              <Badge variant="light" color="gray" size="sm" tt="none" style={{ flexShrink: 0 }}>
                {t('follows.waitingForServer')}
              </Badge>
            ) : null}
          </Group>
          <Text
            size="xs"
            c="dimmed"
            truncate
            component="a"
            href={row.url}
            target="_blank"
            rel="noopener noreferrer"
            display="block"
          >
            @{row.handle}
          </Text>
        </FollowedRow>
      ))}
    </Stack>
  )
}
