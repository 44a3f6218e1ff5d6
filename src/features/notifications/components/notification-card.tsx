import { Badge, Button, Card, Group, Text, Title } from '@mantine/core'
import type { MouseEvent } from 'react'
import type { Notification } from '../../../../contract/notifications'
import { LinkButton } from '../../../components/link-button'
import { useFormatDate } from '../../../lib/dates'
import classes from './notification-card.module.css'
import '@mantine/core/styles/Card.css'

interface NotificationCardProps {
  notification: Notification
  /** Following the card's link to its post: marks it read, without holding the navigation up. */
  onOpen: () => void
  onDelete: () => void
}

export function NotificationCard({ notification, onOpen, onDelete }: NotificationCardProps) {
  const formatDate = useFormatDate()
  const titleId = `notification-${notification._id}`
  const unread = !notification.read
  const open = () => {
    if (unread) onOpen()
  }
  // A middle click opens the post in a new tab: that is opening it too.
  const openInNewTab = (event: MouseEvent) => {
    if (event.button === 1) open()
  }
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-labelledby={titleId}
      className={unread ? classes.unread : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" fw={unread ? 700 : 500} id={titleId}>
          {notification.title}
        </Title>
        {unread ? (
          <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
            Unread
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        <time dateTime={notification.date}>{formatDate(notification.date)}</time>
      </Text>
      <Text mt="xs">{notification.detail}</Text>
      <Group mt="sm">
        <LinkButton
          to="/post/$postId"
          params={{ postId: notification.postId }}
          variant="light"
          aria-describedby={titleId}
          onClick={open}
          onAuxClick={openInNewTab}
        >
          Open post
        </LinkButton>
        <Button variant="subtle" color="red" aria-describedby={titleId} onClick={onDelete}>
          Delete
        </Button>
      </Group>
    </Card>
  )
}
