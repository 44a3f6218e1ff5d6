import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { LinkAnchor } from '../../../components/link-anchor'
import type { Subscription } from '../../../../contract/subscriptions'
import { subscriptionQueries } from '../queries'
import { useDeleteSubscription } from '../use-delete-subscription'
import '@mantine/core/styles/Card.css'
import { useSiteSettings } from '../../../entities/site/use-site'

const STATE_TEXT: Record<Subscription['state'], string> = {
  confirmed: 'Confirmed',
  pending: 'Waiting for you to confirm',
  bounced: 'Mail to your address came back',
}

function Target({ subscription }: { subscription: Subscription }) {
  const site = useSiteSettings()
  if (!subscription.authorId) return <Text fw={600}>Every new post on {site.title}</Text>
  return (
    <LinkAnchor to="/author/$authorId" params={{ authorId: subscription.authorId }} fw={600}>
      {subscription.authorName ?? 'An author'}
    </LinkAnchor>
  )
}

/** The signed-in person's subscriptions, and (as an author) how many get their posts. */
export function SubscriptionList() {
  const { data } = useSuspenseQuery(subscriptionQueries.list())
  const remove = useDeleteSubscription()
  const count = data.subscriberCount
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {count === 0
          ? 'Nobody gets your posts by email yet.'
          : `${count} ${count === 1 ? 'address gets' : 'addresses get'} your posts by email.`}
      </Text>
      {data.subscriptions.length === 0 ? (
        <Text>
          You have no subscriptions. Subscribe on an author’s page, or to every new post on the{' '}
          <LinkAnchor to="/">home page</LinkAnchor>.
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
                    {STATE_TEXT[subscription.state]}
                  </Badge>
                </Stack>
                <Button
                  variant="default"
                  onClick={() => remove.mutate(subscription.id)}
                  aria-label={`Unsubscribe from ${subscription.authorName ?? 'every new post'}`}
                >
                  Unsubscribe
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
