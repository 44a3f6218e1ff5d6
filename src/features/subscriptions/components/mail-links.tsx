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
import { type Translate, useT } from '../../../lib/i18n/context'
import subscriptions from '../../../locales/en/subscriptions.messages.json'

type SubscriptionsT = Translate<keyof typeof subscriptions & string>
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/List.css'

/** What a subscription brings, as a line of its own: 'New posts by Ada', 'Every new post on Quill'. */
function targetLine(t: SubscriptionsT, target: SubscriptionTarget, site: string): string {
  if (!target.authorId) return t('subscriptions.targetSite', { site })
  return target.authorName
    ? t('subscriptions.targetAuthor', { author: target.authorName })
    : t('subscriptions.targetUnnamed')
}

/** The unsubscribe page's answer, whole: the subscription's target is part of the sentence. */
function unsubscribedText(t: SubscriptionsT, target: SubscriptionTarget, site: string): string {
  if (!target.authorId) return t('subscriptions.unsubscribedSite', { site })
  return target.authorName
    ? t('subscriptions.unsubscribedAuthor', { author: target.authorName })
    : t('subscriptions.unsubscribedUnnamed')
}

function LinkError({ error }: { error: Error }) {
  const t = useT(subscriptions)
  return (
    <Alert color="red" title={t('subscriptions.linkFailed')} role="alert">
      {error.message}
    </Alert>
  )
}

export function ConfirmSubscription({ token }: { token: string }) {
  const t = useT(subscriptions)
  const confirm = useMutation({ mutationFn: confirmSubscription })
  const site = useSiteSettings()
  const { mutate } = confirm
  // Confirming twice is confirming once, so a second run (StrictMode, a reload) is harmless.
  useEffect(() => mutate(token), [mutate, token])
  return (
    <Stack maw="36rem" mx="auto">
      <Title order={1}>{t('subscriptions.confirmTitle')}</Title>
      {confirm.isError ? (
        <LinkError error={confirm.error} />
      ) : confirm.isSuccess ? (
        <Stack gap="xs" role="status">
          <Text fw={600}>{t('subscriptions.confirmed')}</Text>
          {confirm.data.confirmed.length > 0 && (
            <>
              <Text>{t('subscriptions.youWillGet')}</Text>
              <List>
                {confirm.data.confirmed.map((target) => (
                  <List.Item key={target.authorId ?? ''}>
                    {targetLine(t, target, site.title)}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Text size="sm" c="dimmed">
            {t('subscriptions.everyMailUnsubscribe')}{' '}
            <LinkAnchor to="/">{t('subscriptions.latestPosts')}</LinkAnchor>
          </Text>
        </Stack>
      ) : (
        <Stack align="center" role="status">
          <Loader aria-hidden />
          <Text>{t('subscriptions.confirming')}</Text>
        </Stack>
      )}
    </Stack>
  )
}

export function UnsubscribeWithToken({ token }: { token: string }) {
  const t = useT(subscriptions)
  const stop = useMutation({ mutationFn: unsubscribeWithToken })
  const site = useSiteSettings()
  return (
    <Stack maw="36rem" mx="auto" align="flex-start">
      <Title order={1}>{t('subscriptions.unsubscribeTitle')}</Title>
      {stop.isSuccess ? (
        <Text role="status">{unsubscribedText(t, stop.data.target, site.title)}</Text>
      ) : (
        <>
          <Text>{t('subscriptions.stopAsk')}</Text>
          {stop.isError && <LinkError error={stop.error} />}
          <Button loading={stop.isPending} onClick={() => stop.mutate(token)}>
            {t('subscriptions.unsubscribe')}
          </Button>
        </>
      )}
    </Stack>
  )
}
