import { Badge, Button, Card, Group, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import type { Notification } from '../../../../contract/notifications'
import { LinkButton } from '../../../components/link-button'
import { UserAvatar } from '../../../components/user-avatar'
import { useFormatDate } from '../../../lib/dates'
import classes from './notification-card.module.css'
import '@mantine/core/styles/Card.css'
import { POST_PAGE, commentAnchor, postParams } from '../../../lib/post-link'
import { postQueries } from '../../../entities/post/queries'
import { withElements } from '../../../lib/i18n/elements'
import { type Translate, useT } from '../../../lib/i18n/context'
import notifications from '../../../locales/en/notifications.messages.json'

type NotificationsT = Translate<keyof typeof notifications>

const REVIEW_NOTICES: ReadonlySet<Notification['type']> = new Set([
  'submitted',
  'returned',
  'published',
  'scheduled',
])

interface NotificationCardProps {
  notification: Notification
  /** Following the card's link (its post, or a follower's page): marks it read, without holding the navigation up. */
  onOpen: () => void
  onDelete: () => void
}

/**
 * Who did what to which post, with their name now: "Grace liked “Tides”", "Ada followed you",
 * "Sam replied to you on “Tides”".
 */
function headline(t: NotificationsT, { type, actorName, postTitle, title }: Notification): string {
  // Without the names it needs, the server's own title (the lead maps the server's words).
  if (type === 'follow')
    return actorName ? t('notifications.followed', { actor: actorName }) : title
  // A moderator stays unnamed (issue 26).
  if (type === 'report')
    return postTitle ? t('notifications.reportHandled', { post: postTitle }) : title
  // To a moderator; the reporter stays unnamed too.
  if (type === 'review')
    return postTitle ? t('notifications.reportWaits', { post: postTitle }) : title
  if (!actorName || !postTitle) return title
  const names = { actor: actorName, post: postTitle }
  // The review queue (ADR 0074, addendum).
  if (type === 'submitted') return t('notifications.submitted', names)
  if (type === 'returned') return t('notifications.returned', names)
  if (type === 'published') return t('notifications.published', names)
  if (type === 'scheduled') return t('notifications.scheduled', names)
  if (type === 'reply') return t('notifications.replied', names)
  if (type === 'mention') return t('notifications.mentioned', names)
  return type === 'like' ? t('notifications.liked', names) : t('notifications.commented', names)
}

/**
 * What the card says under the headline. A like's detail is the post's title and a comment's is
 * "title: comment" (the spec's fields, kept for its clients): the headline names the post
 * already, so the card shows only what is new (issue 22). A post renamed since keeps its detail.
 */
function body({ type, detail, actorName, postTitle }: Notification): string {
  // A submitted draft's detail is its title, which the headline names; a returned one's is the
  // editor's note, said in full.
  // A scheduled draft's detail is when it goes out: drawn as a date in the reader's own zone.
  if (
    type === 'like' ||
    type === 'follow' ||
    type === 'submitted' ||
    type === 'published' ||
    type === 'scheduled'
  )
    return ''
  const unnamed = type === 'report' || type === 'review'
  if ((actorName || unnamed) && postTitle && detail.startsWith(`${postTitle}: `)) {
    const rest = detail.slice(postTitle.length + 2)
    // "the comment you reported is hidden": a sentence of its own on the card.
    return type === 'report' ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest
  }
  return detail
}

interface OpenLinkProps {
  notification: Notification
  'aria-describedby': string
  onClick: () => void
  onAuxClick: (event: MouseEvent) => void
}

/**
 * Where the card leads: its post, for a follow the follower's page (`/@handle` if any), for a
 * report waiting for review the moderators' screen, where it is decided; for a draft submitted
 * for review the review queue, and for one sent back the editor.
 */
function OpenLink({ notification, ...props }: OpenLinkProps) {
  const t = useT(notifications)
  const { type, postId, commentId, actorId, actorHandle } = notification
  if (type === 'review') {
    return (
      <LinkButton to="/moderation" variant="light" {...props}>
        {t('notifications.openReports')}
      </LinkButton>
    )
  }
  // To an editor, the queue where it is decided; to its author, the draft to change.
  if (type === 'submitted') {
    return (
      <LinkButton to="/reviews" variant="light" {...props}>
        {t('notifications.openReviewQueue')}
      </LinkButton>
    )
  }
  if (type === 'returned' && postId !== undefined) {
    return (
      <LinkButton to="/post-edit/$postId" params={{ postId }} variant="light" {...props}>
        {t('notifications.editDraft')}
      </LinkButton>
    )
  }
  if (postId !== undefined) {
    // At the comment, when it is about one: the post page scrolls to it and marks it.
    return (
      <LinkButton
        to={POST_PAGE}
        params={postParams(postId)}
        hash={commentId === undefined ? undefined : commentAnchor(commentId)}
        variant="light"
        {...props}
      >
        {t('notifications.openPost')}
      </LinkButton>
    )
  }
  if (actorHandle) {
    return (
      <LinkButton to="/@{$handle}" params={{ handle: actorHandle }} variant="light" {...props}>
        {t('notifications.openProfile')}
      </LinkButton>
    )
  }
  // Someone on another server: their page is there (their actor's URL, http(s) only).
  if (actorId && /^https?:\/\//.test(actorId)) {
    const { onClick, onAuxClick, ...rest } = props
    return (
      <Button
        component="a"
        href={actorId}
        rel="noopener ugc"
        variant="light"
        onClick={onClick}
        onAuxClick={onAuxClick}
        {...rest}
      >
        {t('notifications.openProfile')}
      </Button>
    )
  }
  if (actorId) {
    return (
      <LinkButton to="/author/$authorId" params={{ authorId: actorId }} variant="light" {...props}>
        {t('notifications.openProfile')}
      </LinkButton>
    )
  }
  return null
}

export function NotificationCard({ notification, onOpen, onDelete }: NotificationCardProps) {
  const t = useT(notifications)
  const formatDate = useFormatDate()
  const titleId = `notification-${notification._id}`
  const unread = !notification.read
  const queryClient = useQueryClient()
  const open = () => {
    // A review's notice says the draft changed hands (ADR 0074, addendum): the copy of it this
    // device holds, maybe from before, is fetched again where the link leads.
    const { type, postId } = notification
    if (postId !== undefined && REVIEW_NOTICES.has(type)) {
      void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
    }
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
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          {notification.actorName ? (
            <UserAvatar
              name={notification.actorName}
              photoURL={notification.actorPhotoURL}
              size={32}
            />
          ) : null}
          <Title
            order={2}
            size="h4"
            fw={unread ? 700 : 500}
            id={titleId}
            style={{ overflowWrap: 'anywhere' }}
          >
            {headline(t, notification)}
          </Title>
        </Group>
        {unread ? (
          <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
            {t('notifications.unread')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        <time dateTime={notification.date}>{formatDate(notification.date)}</time>
      </Text>
      {notification.type === 'scheduled' && !Number.isNaN(Date.parse(notification.detail)) ? (
        <Text mt="xs">
          {withElements((m) => t('notifications.publishes', { date: m.date }), {
            date: <time dateTime={notification.detail}>{formatDate(notification.detail)}</time>,
          })}
        </Text>
      ) : null}
      {body(notification) ? (
        <Text
          mt="xs"
          style={notification.type === 'returned' ? { whiteSpace: 'pre-wrap' } : undefined}
        >
          {body(notification)}
        </Text>
      ) : null}
      <Group mt="sm">
        <OpenLink
          notification={notification}
          aria-describedby={titleId}
          onClick={open}
          onAuxClick={openInNewTab}
        />
        <Button variant="subtle" color="red" aria-describedby={titleId} onClick={onDelete}>
          {t('notifications.delete')}
        </Button>
      </Group>
    </Card>
  )
}
