import { Group, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useRef, useState } from 'react'
import type { Post } from '../../../../contract/posts'
import type { PostStatus } from '../../../../contract/tags'
import { SuspendedNotice } from '../../../entities/moderation/suspended-notice'
import { LinkAnchor } from '../../../components/link-anchor'
import { fieldErrors } from '../../../lib/api-error'
import { useFormatDate } from '../../../lib/dates'
import { useT } from '../../../lib/i18n/context'
import { imageFileError } from '../../../lib/images/prepare'
import { imageMessage, writePost } from '../write-post-words'
import { notify } from '../../../lib/toast'
import { useSaveShortcut } from '../use-save-shortcut'
import { ReviewButtons, ReviewNotice, useDraftReview, type SaveDraftThen } from './draft-review'
import { useUpdatePost } from '../use-update-post'
import { postTextRules } from './post-text-fields'
import { PostFields } from './post-fields'
import { useLeaveEdit } from './leave-edit'
import { NeedsConnection } from './needs-connection'
import { EditPostActions } from './edit-post-actions'
import { editHeading, savedMessage } from './edit-post-words'
import { PublishRightNote } from './publish-right-note'
import { usePublishRight } from '../../../entities/site/use-publish-right'
import { useSessionUser } from '../../../lib/auth/session'
import { ApiError } from '../../../lib/api-error'
import { useHandedOver } from '../desk/use-handed-over'
import { ConflictNotice, SaveStatus, desk as deskArea } from '../desk/save-status'
import { openingText, useDesk } from '../desk/use-desk'

const FIELDS = ['postTitle', 'postBody', 'image', 'tags', 'language'] as const

interface EditPostFormProps {
  post: Post & { version?: number }
  /** Called when the author is done: the post saved, or the edit cancelled. */
  onDone: () => void
}

/**
 * Edits the title, text, tags and image of a post; a draft is saved as a draft or published.
 * A save with nothing changed is not sent (so the post is not marked 'Edited'); the author
 * stays, told so. Leaving with unsaved changes asks first, as the new-post form does.
 * Save draft and Ctrl/Cmd+S keep the writer here; a draft saves itself as they type (ADR 0078).
 */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const t = useT(writePost)
  const say = useT(deskArea)
  const formatDate = useFormatDate()
  const update = useUpdatePost(post._id)
  /**
   * What follows a save that is the first step of another act ("Submit for review": its changes
   * are saved as the draft, then it is submitted), and what to do if the save fails; null for
   * every other save.
   */
  const afterSave = useRef<{ then: () => void; failed: () => void } | null>(null)
  const right = usePublishRight(useSessionUser()?.uid ?? '')
  // The text to begin with: the post's, or an edit of it kept on this device (ADR 0078).
  const [opening] = useState(() => openingText(post))
  const formElement = useRef<HTMLFormElement>(null)
  /** Whether the save under way keeps the writer here (Save draft, Ctrl/Cmd+S). */
  const staying = useRef(false)
  const isDraft = post.status === 'draft'
  const isScheduled = post.status === 'scheduled'
  /** When to publish, chosen with Schedule… or Reschedule…. */
  const publishAt = useRef<string | undefined>(undefined)
  /** Whether the send under way is a (re)schedule rather than a save that keeps the time. */
  const scheduled = useRef(false)
  const [rescheduling, setRescheduling] = useState(false)
  /** Which button sent the form: a draft saved as a draft needs only its title. */
  const intent = useRef<PostStatus>(post.status)
  /** The same, for drawing which button is busy. */
  const [sending, setSending] = useState<PostStatus>(post.status)
  const form = useForm({
    initialValues: { ...opening.text, image: null as File | null },
    validate: (values) => {
      const rules = postTextRules(t, { asDraft: intent.current === 'draft' })
      const needsImage = intent.current !== 'draft' && !post.image
      const refused = values.image ? imageFileError(values.image) : null
      return {
        postTitle: rules.postTitle(values.postTitle),
        postBody: rules.postBody(values.postBody),
        tags: rules.tags(values.tags),
        image: values.image
          ? refused && imageMessage(t, refused)
          : needsImage
            ? t('writePost.imageRequired')
            : null,
      }
    },
  })
  const values = form.getValues()
  const changes = {
    postTitle: values.postTitle.trim(),
    postBody: values.postBody.trim(),
    tags: values.tags,
    language: values.language,
    image: values.image,
  }
  const desk = useDesk({
    post,
    text: changes,
    rules: postTextRules(t, { asDraft: isDraft }),
    busy: update.isPending,
    setText: (text) => form.setValues({ ...text, image: form.getValues().image }),
  })
  // Compared as the server stores them: spaces around the text are no change.
  const changed = desk.changed || changes.image !== null
  useHandedOver({
    postId: post._id,
    form: formElement,
    put: ({ text, image }) =>
      form.setValues({ ...(text ?? form.getValues()), image: image ?? form.getValues().image }),
    opened: (carried) => {
      if (carried?.savedAt) desk.setState({ kind: 'saved', at: new Date(carried.savedAt) })
      else if (opening.restored) notify.blank(say('desk.restored'))
    },
  })
  const { doneRef, cancel, dialog: leaveDialog } = useLeaveEdit({ changed, onDone })

  const submit = () => {
    const publishing = post.status !== 'published' && intent.current === 'published'
    // A published post taken back (issue 27), with whatever was changed meanwhile.
    const unpublishing = post.status === 'published' && intent.current === 'draft'
    // A scheduled post taken back to the drafts: it will not go out at its time.
    const cancelling = isScheduled && intent.current === 'draft'
    const scheduling = intent.current === 'scheduled' && scheduled.current
    const then = afterSave.current?.then
    const failed = afterSave.current?.failed
    afterSave.current = null
    const stay = staying.current
    staying.current = false
    if (!changed && !publishing && !unpublishing && !cancelling && !scheduling) {
      if (then) return then()
      // Saved already, as the status line says: a habitual Ctrl+S needs no answer.
      if (!stay || desk.state.kind !== 'saved') notify.blank(t('writePost.nothingChanged'))
      return
    }
    // A draft says so: its text may still be empty (ADR 0022).
    const status =
      isDraft || unpublishing || cancelling || publishing || scheduling ? intent.current : undefined
    update.mutate(
      {
        ...changes,
        ...(status ? { status } : {}),
        ...(scheduling && publishAt.current ? { publishAt: publishAt.current } : {}),
        ifVersion: desk.version(),
      },
      {
        onSuccess: ({ result }) => {
          desk.markSaved(changes, result.version)
          if (result.modifiedCount !== 1) {
            if (then) return then()
            notify.blank(t('writePost.nothingChanged'))
            return
          }
          form.setFieldValue('image', null)
          if (then) return then()
          if (stay && !publishing && !unpublishing && !cancelling && !scheduling) {
            desk.setState({ kind: 'saved', at: new Date() })
            return
          }
          doneRef.current = true
          notify.success(
            savedMessage(
              t,
              { publishing, unpublishing, cancelling, isDraft },
              scheduling ? publishAt.current : undefined,
              formatDate,
            ),
          )
          onDone()
        },
        // The request wraps the fields in `postBody` (spec §7), and so do the server's messages;
        // an image refused before upload names `image` itself.
        onError: (error) => {
          failed?.()
          if (error instanceof ApiError && error.status === 409) desk.setState({ kind: 'conflict' })
          const errors = {
            ...fieldErrors(error, ['image']),
            ...fieldErrors(error, FIELDS, 'postBody.'),
          }
          // The image's own checks speak English (src/lib/images): said in the reader's language.
          if (errors.image) errors.image = imageMessage(t, errors.image)
          form.setErrors(errors)
        },
      },
    )
  }

  /** Sends the form to move the post to `status` (its button's rules are checked). */
  const sendAs = (status: PostStatus) => {
    intent.current = status
    setSending(status)
    scheduled.current = false
    setRescheduling(false)
    form.onSubmit(submit)()
  }
  const schedule = (at: string) => {
    publishAt.current = at
    intent.current = 'scheduled'
    setSending('scheduled')
    scheduled.current = true
    setRescheduling(true)
    form.onSubmit(submit)()
  }

  /** Saves what is changed as the draft, then goes on (a contributor's submit for review). */
  const saveDraftThen: SaveDraftThen = (then, failed) => {
    afterSave.current = { then, failed }
    intent.current = 'draft'
    setSending('draft')
    scheduled.current = false
    form.onSubmit(submit, () => {
      afterSave.current = null
      failed()
    })()
  }
  const draftReview = useDraftReview(post._id, saveDraftThen, () => {
    doneRef.current = true
    onDone()
  })

  const saveAsItIs = () => {
    staying.current = true
    intent.current = post.status
    setSending(post.status)
    scheduled.current = false
    form.onSubmit(submit)()
  }
  // Ctrl/Cmd+S is the form's own save: 'Save changes', or a draft's 'Save draft'.
  useSaveShortcut(() => {
    if (!update.isPending) saveAsItIs()
  })

  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{editHeading(t, post.postTitle)}</Title>
        <LinkAnchor to="/post-history/$postId" params={{ postId: post._id }} size="sm">
          {t('writePost.history')}
        </LinkAnchor>
      </Group>
      <SuspendedNotice />
      <ReviewNotice review={post.review} />
      <form
        ref={formElement}
        onSubmit={(event) => {
          // Enter, or a draft's Save draft: a draft's save keeps the writer here (ADR 0078).
          staying.current = isDraft
          intent.current = post.status
          setSending(post.status)
          scheduled.current = false
          setRescheduling(false)
          form.onSubmit(submit)(event)
        }}
        noValidate
      >
        <Stack>
          <PostFields form={form} currentImage={post.image} progress={update.progress} />
          <NeedsConnection />
          {isScheduled && post.publishAt ? (
            <Text size="sm" c="dimmed" ta="end">
              {t('writePost.scheduledFor', { date: formatDate(post.publishAt) })}
            </Text>
          ) : null}
          {/* Beside the line that says where the text stands, near the buttons, where the
              writer looks after a save (ADR 0078). */}
          <ConflictNotice at={desk} onSaveMine={saveAsItIs} />
          <SaveStatus state={desk.shown} />
          <PublishRightNote right={right} />
          <EditPostActions
            right={right}
            review={
              <ReviewButtons
                review={post.review}
                reviewing={draftReview.reviewing}
                onSubmitForReview={draftReview.submitForReview}
                withdrawing={draftReview.withdrawing}
                onWithdraw={draftReview.withdraw}
              />
            }
            status={post.status}
            publishAt={post.publishAt}
            busy={(status, reschedule) =>
              update.isPending &&
              !draftReview.reviewing &&
              sending === status &&
              (reschedule === undefined || reschedule === rescheduling)
            }
            onSendAs={sendAs}
            onSchedule={schedule}
            onCancel={cancel}
          />
        </Stack>
      </form>
      {leaveDialog}
    </Stack>
  )
}
