import { Avatar, Badge, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { RemoteFollow } from '../../../../contract/remote-follows'
import { ApiError, fieldErrors } from '../../../lib/api-error'
import { followQueries } from '../queries'
import { useFollowRemote, useUnfollowRemote } from '../use-remote-follows'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Avatar.css'
import '@mantine/core/styles/Badge.css'

/**
 * "Follow someone on another server" (issue 29 item 4): a handle such as @ada@mastodon.social,
 * and the people on other servers the reader follows, each with Unfollow. Their public posts
 * come into the Following feed. A bad handle, or one their server does not know, is said under
 * the field; unfollowing shows at once and comes back if the server refuses.
 */
export default function RemoteFollows({ email }: { email: string }) {
  const headingId = useId()
  const form = useForm({ initialValues: { handle: '' } })
  const follow = useFollowRemote(email)
  const submit = form.onSubmit(({ handle }) =>
    follow.mutate(handle.trim(), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const fields = fieldErrors(error, ['handle'])
        form.setErrors(fields.handle ? fields : { handle: ApiError.from(error).message })
      },
    }),
  )
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" mb="lg">
      <Title order={2} size="h5" id={headingId}>
        Follow someone on another server
      </Title>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Their handle"
            placeholder="@name@server"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            style={{ flex: '1 1 14rem' }}
            {...form.getInputProps('handle')}
          />
          <Button type="submit" loading={follow.isPending} mt={25}>
            Follow
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          Their public posts come into your Following feed.
        </Text>
      </form>
      <FollowedList email={email} />
    </Stack>
  )
}

function FollowedList({ email }: { email: string }) {
  const list = useQuery(followQueries.remote(email))
  const unfollow = useUnfollowRemote(email)
  if (list.isPending) return <Loader size="sm" aria-label="Loading whom you follow elsewhere" />
  if (list.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="red">
          Whom you follow on other servers could not be loaded.
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Group>
    )
  }
  if (list.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        You follow no one on other servers yet.
      </Text>
    )
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="On other servers"
    >
      {list.data.map((row) => (
        <FollowedRow key={row.id} row={row} onUnfollow={() => unfollow.mutate(row)} />
      ))}
    </Stack>
  )
}

function FollowedRow({ row, onUnfollow }: { row: RemoteFollow; onUnfollow: () => void }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={row.icon || null} alt="" size={32} radius="xl">
          {row.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {row.name}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            truncate
            component="a"
            href={row.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            @{row.handle}
          </Text>
        </div>
        {row.state === 'pending' ? (
          <Badge variant="light" color="gray" size="sm" tt="none">
            Waiting for their server
          </Badge>
        ) : null}
      </Group>
      <Button
        variant="default"
        size="compact-sm"
        onClick={onUnfollow}
        aria-label={`Unfollow @${row.handle}`}
      >
        Unfollow
      </Button>
    </Group>
  )
}
