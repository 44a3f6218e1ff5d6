import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useId } from 'react'
import { ApiError, fieldErrors } from '../../../lib/api-error'
import { FOLLOW_ELSEWHERE_ID } from '../follow-elsewhere'
import { useFollowRemote } from '../use-remote-follows'
import '@mantine/core/styles/Input.css'

import { useT } from '../../../lib/i18n/context'
import follows from '../../../locales/en/follows.messages.json'

/**
 * "Follow someone on another server" (ADR 0050): a handle such as @ada@mastodon.social. Their
 * public posts come into the Following feed, and they join the list of people on other servers
 * (use-remote-follows.ts). A bad handle, or one their server does not know, is said under the
 * field.
 */
export function RemoteFollowForm({ email }: { email: string }) {
  const t = useT(follows)
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
        {t('follows.elsewhereHeading')}
      </Title>
      <form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('follows.theirHandle')}
            placeholder={t('follows.handlePlaceholder')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            style={{ flex: '1 1 14rem' }}
            {...form.getInputProps('handle')}
          />
          <Button type="submit" loading={follow.isPending} mt={25}>
            {t('follows.follow')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {t('follows.elsewhereHelp')}
        </Text>
      </form>
    </Stack>
  )
}
