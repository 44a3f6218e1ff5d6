// The pages a mail's links open: the confirmation (confirms as it opens: the address's owner
// followed the link), and the unsubscribe page, which asks first — a mail scanner that opens
// every link must not unsubscribe anyone (ADR 0037; the one-click POST of RFC 8058 needs none).
import { Alert, Button, List, Loader, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SubscriptionTarget } from '../../../../contract/subscriptions'
import { LinkAnchor } from '../../../components/link-anchor'
import { confirmSubscription, unsubscribeWithToken } from '../actions'
import { useSiteSettings } from '../../../entities/site/use-site'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/List.css'

/** What a subscription brings, as a sentence's end: 'new posts by Ada', 'every new post on Quill'. */
const targetText = (target: SubscriptionTarget, site: string) =>
  target.authorId ? `new posts by ${target.authorName ?? 'an author'}` : `every new post on ${site}`
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function LinkError({ error }: { error: Error }) {
  return (
    <Alert color="red" title="That did not work" role="alert">
      {error.message}
    </Alert>
  )
}

export function ConfirmSubscription({ token }: { token: string }) {
  const confirm = useMutation({ mutationFn: confirmSubscription })
  const site = useSiteSettings()
  const { mutate } = confirm
  // Confirming twice is confirming once, so a second run (StrictMode, a reload) is harmless.
  useEffect(() => mutate(token), [mutate, token])
  return (
    <Stack maw="36rem" mx="auto">
      <Title order={1}>Confirm your subscription</Title>
      {confirm.isError ? (
        <LinkError error={confirm.error} />
      ) : confirm.isSuccess ? (
        <Stack gap="xs" role="status">
          <Text fw={600}>Your subscription is confirmed.</Text>
          {confirm.data.confirmed.length > 0 && (
            <>
              <Text>You will get by email:</Text>
              <List>
                {confirm.data.confirmed.map((target) => (
                  <List.Item key={target.authorId ?? ''}>
                    {capitalised(targetText(target, site.title))}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Text size="sm" c="dimmed">
            Every mail has a link to unsubscribe.{' '}
            <LinkAnchor to="/">Go to the latest posts</LinkAnchor>
          </Text>
        </Stack>
      ) : (
        <Stack align="center" role="status">
          <Loader aria-hidden />
          <Text>Confirming…</Text>
        </Stack>
      )}
    </Stack>
  )
}

export function UnsubscribeWithToken({ token }: { token: string }) {
  const stop = useMutation({ mutationFn: unsubscribeWithToken })
  const site = useSiteSettings()
  return (
    <Stack maw="36rem" mx="auto" align="flex-start">
      <Title order={1}>Unsubscribe</Title>
      {stop.isSuccess ? (
        <Text role="status">
          You are unsubscribed: no more mail for {targetText(stop.data.target, site.title)}.
        </Text>
      ) : (
        <>
          <Text>Stop getting these posts by email?</Text>
          {stop.isError && <LinkError error={stop.error} />}
          <Button loading={stop.isPending} onClick={() => stop.mutate(token)}>
            Unsubscribe
          </Button>
        </>
      )}
    </Stack>
  )
}
