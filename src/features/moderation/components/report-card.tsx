import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { HiddenReason } from '../../../../contract/hidden'
import { type ModerationReport, SUSPENSION_REASON_MAX } from '../../../../contract/moderation'
import { useFormatDate } from '../../../lib/dates'
import { POST_PAGE, postParams } from '../../../lib/post-link'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LinkAnchor } from '../../../components/link-anchor'
import { useModerationAct } from '../moderation-act'
import { type Translate, useT } from '../../../lib/i18n/context'
import { withElements } from '../../../lib/i18n/elements'
import moderation from '../../../locales/en/moderation.messages.json'
import { ReasonDialog } from './reason-dialog'
import '@mantine/core/styles/Card.css'

/** Why a reported post or comment is hidden already. */
function targetHiddenSays(t: Translate<keyof typeof moderation>, hidden: HiddenReason): string {
  switch (hidden) {
    case 'moderator':
      return t('moderation.targetHiddenByModerator')
    case 'author':
      return t('moderation.targetHiddenByAuthor')
    case 'suspended':
      return t('moderation.targetHiddenSuspended')
  }
}

/** What a moderator is asked before an act that others feel: hiding, suspending, dismissing. */
type Asking = 'hide' | 'suspend' | 'dismiss' | null

/** One open report: what was reported, by whom and why, and the moderator's acts on it. */
export function ReportCard({ report }: { report: ModerationReport }) {
  const t = useT(moderation)
  const formatDate = useFormatDate()
  const act = useModerationAct()
  const [asking, setAsking] = useState<Asking>(null)
  const { target } = report
  // Each message says the whole sentence for a post and for a comment (docs/decisions/0077).
  const named = {
    type: report.targetType,
    author: target.authorName,
    reporter: report.reporterName,
  }
  const titleId = `report-${report._id}`
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} id={titleId}>
            {withElements((m) => t('moderation.targetOnPost', { ...named, post: m.post }), {
              post: (
                <LinkAnchor to={POST_PAGE} params={postParams(target.postId)}>
                  {target.postTitle}
                </LinkAnchor>
              ),
            })}
          </Text>
          <Group gap={4}>
            {target.hidden ? (
              <Badge color="yellow">{targetHiddenSays(t, target.hidden)}</Badge>
            ) : null}
            {target.authorSuspended ? <Badge color="red">{t('moderation.suspended')}</Badge> : null}
          </Group>
        </Group>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          bg="var(--mantine-color-default-hover)"
          p="xs"
        >
          {target.text}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {withElements(
              (m) => t('moderation.reportedBy', { reporter: report.reporterName, date: m.date }),
              { date: <time dateTime={report.date}>{formatDate(report.date)}</time> },
            )}
          </Text>{' '}
          {report.reason}
        </Text>
        <Group gap="xs">
          {/* Restoring and lifting undo an act: they need no question. */}
          <Button
            size="compact-sm"
            color={target.hidden ? 'gray' : 'red'}
            onClick={() =>
              target.hidden
                ? act.mutate({ kind: 'hide', report, hidden: false })
                : setAsking('hide')
            }
            aria-label={
              target.hidden
                ? t('moderation.restoreTarget', named)
                : t('moderation.hideTarget', named)
            }
          >
            {target.hidden ? t('moderation.restore') : t('moderation.hideKind', named)}
          </Button>
          {target.authorId ? (
            <Button
              size="compact-sm"
              variant="light"
              color={target.authorSuspended ? 'gray' : 'red'}
              onClick={() =>
                target.authorSuspended
                  ? act.mutate({ kind: 'suspend', report, suspended: false })
                  : setAsking('suspend')
              }
            >
              {target.authorSuspended
                ? t('moderation.liftSuspensionOf', { name: target.authorName })
                : t('moderation.suspendName', { name: target.authorName })}
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setAsking('dismiss')}
            aria-label={t('moderation.dismissReportBy', named)}
          >
            {t('moderation.dismiss')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking === 'hide'}
        message={t('moderation.hideConfirm', named)}
        confirmLabel={t('moderation.hideKind', named)}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          act.mutate({ kind: 'hide', report, hidden: true })
        }}
      />
      <ConfirmDialog
        opened={asking === 'dismiss'}
        message={t('moderation.dismissConfirm', named)}
        confirmLabel={t('moderation.dismissReport')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          act.mutate({ kind: 'dismiss', report })
        }}
      />
      {target.authorId ? (
        <ReasonDialog
          opened={asking === 'suspend'}
          title={t('moderation.suspendAsk', { name: target.authorName })}
          intro={t('moderation.suspendIntro')}
          label={t('moderation.suspendReasonLabel')}
          description={t('moderation.suspendReasonAbout')}
          emptyError={t('moderation.suspendReasonEmpty')}
          maxLength={SUSPENSION_REASON_MAX}
          submitLabel={t('moderation.suspend')}
          submitColor="red"
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => {
            setAsking(null)
            act.mutate({ kind: 'suspend', report, suspended: true, reason })
          }}
        />
      ) : null}
    </Card>
  )
}
