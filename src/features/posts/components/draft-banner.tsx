import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useMutationState } from '@tanstack/react-query'
import { useState } from 'react'
import type { PostView } from '../../../entities/post/queries'
import { LinkAnchor } from '../../../components/link-anchor'
import { LinkButton } from '../../../components/link-button'
import { ApiError } from '../../../lib/api-error'
import { type SessionUser, useSessionUser } from '../../../lib/auth/session'
import { useFormatDate } from '../../../lib/dates'
import { type Translate, useT } from '../../../lib/i18n/context'
import writersDesk from '../../../locales/en/writers-desk.messages.json'
import { useDeskRights } from '../use-desk-rights'
import { isMissingPart, publishFromPageKey, usePublishFromPage } from '../use-page-status'
import classes from './draft-banner.module.css'

type DraftPageT = Translate<keyof typeof writersDesk>
type Missing = 'image' | 'text' | 'both'

/**
 * What a post lacks to be published, if the page can tell (ADR 0078): an image, or text (known
 * only from the full post; a list's copy of the body is a preview, and the server checks anyway).
 */
function missingPart(post: PostView): Missing | null {
  const noImage = !post.image
  const noText = post.bodyHtml !== undefined && !post.postBody.trim()
  if (noImage && noText) return 'both'
  if (noImage) return 'image'
  return noText ? 'text' : null
}

function missingText(t: DraftPageT, missing: Missing): string {
  switch (missing) {
    case 'image':
      return t('writersDesk.needsImage')
    case 'text':
      return t('writersDesk.needsText')
    case 'both':
      return t('writersDesk.needsTextAndImage')
  }
}

/**
 * Who may do what here: its author publishes if their role lets them (a contributor does not:
 * ADR 0074) and edits unless the site lets only its staff write; an editor or above, who reads
 * anyone's draft, publishes and edits it (the server decides in the end).
 */
function useRights(user: SessionUser, own: boolean) {
  const { known, right, editor } = useDeskRights(user.uid)
  if (!known) return { publish: false, edit: false }
  return {
    publish: editor || (own && right === 'publish'),
    edit: editor || (own && right !== 'none'),
  }
}

/**
 * The top of a draft's or a scheduled post's own page (ADR 0078): says so, and who can see it,
 * with Publish (now, for a scheduled post) and Edit for whoever may. Publish shows the post
 * published at once; a post without its text or image is not sent, and the banner says what is
 * missing and points to the editor, as it does when the server refuses.
 */
export function DraftBanner({ post, openedAt }: BannerProps) {
  const t = useT(writersDesk)
  const user = useSessionUser()
  if (!user) return null
  return <Banner post={post} openedAt={openedAt} user={user} t={t} />
}

interface BannerProps {
  post: PostView
  /** When the page was opened: a refusal from an earlier visit is not said again. */
  openedAt: number
}

function Banner({ post, openedAt, user, t }: BannerProps & { user: SessionUser; t: DraftPageT }) {
  const formatDate = useFormatDate()
  const own = post.authorId === user.uid
  const rights = useRights(user, own)
  const publish = usePublishFromPage(post._id)
  const [missing, setMissing] = useState<Missing | null>(null)
  // The last Publish from this page, which may have ended while the page showed the post
  // published (and this banner was gone): a refusal for a missing part is said here.
  const last = useMutationState({
    filters: { mutationKey: publishFromPageKey(post._id) },
    select: (mutation) => mutation.state,
  }).at(-1)
  const refused =
    last?.status === 'error' &&
    last.submittedAt >= openedAt &&
    isMissingPart(ApiError.from(last.error))
      ? ApiError.from(last.error).message
      : null

  const scheduled = post.status === 'scheduled' && post.publishAt
  const headingId = `draft-banner-${post._id}`
  const problemId = `draft-problem-${post._id}`
  const problem = missing
    ? missingText(t, missing)
    : refused
      ? t('writersDesk.notPublished', { reason: refused })
      : null
  const edit = { to: '/post-edit/$postId', params: { postId: post._id } } as const

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      className={classes.banner}
      data-status={scheduled ? 'scheduled' : 'draft'}
      withBorder
      p="md"
      radius="md"
    >
      <Stack gap="xs">
        <Text fw={700} id={headingId}>
          {scheduled
            ? t('writersDesk.scheduledFor', { date: formatDate(post.publishAt ?? '') })
            : own
              ? t('writersDesk.draftOwn')
              : t('writersDesk.draftOthers')}
        </Text>
        {own && scheduled ? <Text size="sm">{t('writersDesk.ownScheduledSee')}</Text> : null}
        {!own ? <Text size="sm">{t('writersDesk.othersSee')}</Text> : null}
        {rights.publish || rights.edit ? (
          <Group gap="xs">
            {rights.publish ? (
              <Button
                aria-describedby={problem ? problemId : undefined}
                loading={publish.isPending}
                onClick={() => {
                  const lacking = missingPart(post)
                  setMissing(lacking)
                  if (!lacking) publish.mutate()
                }}
              >
                {scheduled ? t('writersDesk.publishNow') : t('writersDesk.publish')}
              </Button>
            ) : null}
            {rights.edit ? (
              <LinkButton {...edit} variant="default">
                {t('writersDesk.edit')}
              </LinkButton>
            ) : null}
          </Group>
        ) : null}
        {/* Said as it appears: the answer to the Publish just pressed. */}
        <div role="alert">
          {problem ? (
            <Text size="sm" id={problemId}>
              {problem}{' '}
              {rights.edit ? (
                <LinkAnchor {...edit}>{t('writersDesk.openEditor')}</LinkAnchor>
              ) : null}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Paper>
  )
}
