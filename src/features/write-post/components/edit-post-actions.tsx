// The edit form's buttons, by the post's status: a draft is saved, scheduled or published; a
// scheduled post keeps, changes or drops its time, or goes out now; a published post is saved or
// taken back. Each Enter in a field is the form's submit: the save that keeps the status.
import { Button, Group } from '@mantine/core'
import type { PostStatus } from '../../../../contract/tags'
import type { PublishRight } from '../../../../contract/site-facts'
import { type ReactNode, useContext, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { ScheduleButton } from './schedule-button'
import { EditorActionsSlot } from '../editor-actions-slot'
import { useT } from '../../../lib/i18n/context'
import { writePost } from '../write-post-words'
import { desk } from '../desk/save-status'

interface EditPostActionsProps {
  status: PostStatus
  /** What the person may do (ADR 0074): a contributor saves drafts only. */
  right: PublishRight
  /** A contributor's review buttons for their draft (ADR 0074, addendum: draft-review.tsx). */
  review?: ReactNode
  publishAt: string | undefined
  /** Whether the send under way is the one to `status` (and a reschedule, or a save). */
  busy: (status: PostStatus, rescheduling?: boolean) => boolean
  onSendAs: (status: PostStatus) => void
  onSchedule: (at: string) => void
  onCancel: () => void
}

export function EditPostActions({
  status,
  right,
  review,
  publishAt,
  busy,
  onSendAs,
  onSchedule,
  onCancel,
}: EditPostActionsProps) {
  const t = useT(writePost)
  const say = useT(desk)
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false)
  const slotted = useContext(EditorActionsSlot)?.({ status }) ?? null
  if (right !== 'publish') {
    // A contributor saves their draft and submits it for review (in place of Publish, which is
    // an editor's); what is out is an editor's to change.
    const contributorsDraft = status === 'draft' && right === 'draft'
    return (
      <Group justify="flex-end">
        {slotted}
        <Button variant="default" onClick={onCancel}>
          {t('writePost.cancel')}
        </Button>
        {contributorsDraft ? (
          <Button type="submit" variant="default" loading={busy('draft')}>
            {t('writePost.saveDraft')}
          </Button>
        ) : null}
        {contributorsDraft ? review : null}
      </Group>
    )
  }
  return (
    <Group justify="flex-end">
      {slotted}
      <Button variant="default" onClick={onCancel}>
        {t('writePost.cancel')}
      </Button>
      {status === 'draft' ? (
        <>
          {/* Enter in a field saves the draft as it is; publishing takes its button. */}
          <Button type="submit" variant="default" loading={busy('draft')}>
            {t('writePost.saveDraft')}
          </Button>
          <ScheduleButton loading={busy('scheduled')} onSchedule={onSchedule} />
          <Button loading={busy('published')} onClick={() => onSendAs('published')}>
            {t('writePost.publish')}
          </Button>
        </>
      ) : status === 'scheduled' ? (
        <>
          <Button variant="default" loading={busy('draft')} onClick={() => onSendAs('draft')}>
            {t('writePost.cancelSchedule')}
          </Button>
          <ScheduleButton
            label={t('writePost.rescheduleButton')}
            current={publishAt}
            loading={busy('scheduled', true)}
            onSchedule={onSchedule}
          />
          <Button
            variant="default"
            loading={busy('published')}
            onClick={() => onSendAs('published')}
          >
            {t('writePost.publishNow')}
          </Button>
          {/* Enter in a field saves the changes; the post keeps its time. */}
          <Button type="submit" loading={busy('scheduled', false)}>
            {t('writePost.saveChanges')}
          </Button>
        </>
      ) : (
        <>
          {/* Taking a post back from its readers is asked first (ADR 0078). */}
          <Button
            variant="default"
            loading={busy('draft')}
            onClick={() => setConfirmingUnpublish(true)}
          >
            {t('writePost.unpublish')}
          </Button>
          {/* Enter in a field saves the changes; unpublishing takes its button. */}
          <Button type="submit" loading={busy('published')}>
            {t('writePost.saveChanges')}
          </Button>
          <ConfirmDialog
            opened={confirmingUnpublish}
            message={say('desk.unpublishQuestion')}
            confirmLabel={say('desk.unpublishConfirm')}
            cancelLabel={say('desk.keepPublished')}
            onConfirm={() => {
              setConfirmingUnpublish(false)
              onSendAs('draft')
            }}
            onCancel={() => setConfirmingUnpublish(false)}
          />
        </>
      )}
    </Group>
  )
}
