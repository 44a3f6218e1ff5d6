import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useId } from 'react'
import { ApiError, fieldErrors } from '../../../lib/api-error'
import { FOLLOW_ELSEWHERE_ID } from '../follow-elsewhere'
import { useFollowRemote } from '../use-remote-follows'
import '@mantine/core/styles/Input.css'

/**
 * "Follow someone on another server" (ADR 0050): a handle such as @ada@mastodon.social. Their
 * public posts come into the Following feed, and they join the list of people on other servers
 * (use-remote-follows.ts). A bad handle, or one their server does not know, is said under the
 * field.
 */
export function RemoteFollowForm({ email }: { email: string }) {
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
    <Stack
      component="section"
      id={FOLLOW_ELSEWHERE_ID}
      aria-labelledby={headingId}
      gap="sm"
      style={{ scrollMarginTop: '5rem' }}
    >
      <Title order={2} size="h4" id={headingId}>
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
    </Stack>
  )
}
