import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { LinkAnchor } from '../../../components/link-anchor'
import type { Subscription } from '../../../../contract/subscriptions'
import { subscriptionQueries } from '../queries'
import { useDeleteSubscription } from '../use-delete-subscription'
import '@mantine/core/styles/Card.css'
import { useSiteSettings } from '../../../entities/site/use-site'
import { type Translate, useT } from '../../../lib/i18n/context'
import subscriptions from '../../../locales/en/subscriptions.messages.json'
import { withElements } from '../../../lib/i18n/elements'

/** Each state in words: one literal id each (docs/decisions/0077). */
const STATE_TEXT: Record<
  Subscription['state'],
  (t: Translate<keyof typeof subscriptions & string>) => string
> = {
  confirmed: (t) => t('subscriptions.stateConfirmed'),
  pending: (t) => t('subscriptions.statePending'),
  bounced: (t) => t('subscriptions.stateBounced'),
}

function Target({ subscription }: { subscription: Subscription }) {
  const t = useT(subscriptions)
  const site = useSiteSettings()
  if (!subscription.authorId) {
    return <Text fw={600}>{t('subscriptions.targetSite', { site: site.title })}</Text>
  }
  return (
    <LinkAnchor to="/author/$authorId" params={{ authorId: subscription.authorId }} fw={600}>
      {subscription.authorName ?? t('subscriptions.anAuthor')}
    </LinkAnchor>
  )
}

/** The signed-in person's subscriptions, and (as an author) how many get their posts. */
export function SubscriptionList() {
  const t = useT(subscriptions)
  const { data } = useSuspenseQuery(subscriptionQueries.list())
  const remove = useDeleteSubscription()
  const count = data.subscriberCount
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {count === 0 ? t('subscriptions.nobody') : t('subscriptions.subscriberCount', { count })}
      </Text>
      {data.subscriptions.length === 0 ? (
        <Text>
          {withElements((m) => t('subscriptions.none', { link: m.link }), {
            link: <LinkAnchor to="/">{t('subscriptions.homePage')}</LinkAnchor>,
          })}
        </Text>
      ) : (
        <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.subscriptions.map((subscription) => (
            <Card key={subscription.id} withBorder component="li">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={4}>
                  <Target subscription={subscription} />
                  <Badge
                    variant="light"
                    color={subscription.state === 'confirmed' ? 'teal' : 'orange'}
                    component="span"
                  >
                    {STATE_TEXT[subscription.state](t)}
                  </Badge>
                </Stack>
                <Button
                  variant="default"
                  onClick={() => remove.mutate(subscription.id)}
                  aria-label={
                    subscription.authorName
                      ? t('subscriptions.unsubscribeFrom', { name: subscription.authorName })
                      : t('subscriptions.unsubscribeFromAll')
                  }
                >
                  {t('subscriptions.unsubscribe')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
