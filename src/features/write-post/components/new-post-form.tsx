import { Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { PostStatus } from '../../../../contract/tags'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { fieldErrors } from '../../../lib/api-error'
import type { SessionUser } from '../../../lib/auth/session'
import { useT } from '../../../lib/i18n/context'
import { imageFileError } from '../../../lib/images/prepare'
import { imageMessage, writePost } from '../write-post-words'
import { readPostDraft, usePostDraft } from '../use-post-draft'
import { usePublishPost } from '../use-publish-post'
import { useSaveShortcut } from '../use-save-shortcut'
import { postTextRules } from './post-text-fields'
import { PostFields } from './post-fields'
import { useSiteSettings } from '../../../entities/site/use-site'
import { NeedsConnection } from './needs-connection'
import { ScheduleButton } from './schedule-button'
import { PublishRightNote } from './publish-right-note'
import { usePublishRight } from '../../../entities/site/use-publish-right'
import { useIsOnline } from '../../../lib/connection'
import { type Caret, caretIn, handOver } from '../desk/carry-over'
import { sameText } from '../desk/save-state'
import { autosaveTiming } from '../desk/use-autosave'

const FIELDS = ['postTitle', 'postBody', 'image', 'tags', 'language'] as const

interface NewPostFormProps {
  /** The author; their draft is kept apart from other users' on a shared device. */
  user: SessionUser
  /** Called once the post exists and the device's draft is gone. */
  onPosted: (status: PostStatus) => void
  /** Called once a first save made it a draft: its editor takes over (ADR 0078). */
  onDrafted: (postId: string) => void
}

/**
 * A new post: Publish (title, text and image), or Save draft (a title is enough). What is typed
 * is kept on this device until the server has it, so a failed request loses nothing. Once it has
 * a title it is saved as a draft a moment after the writer pauses, as Save draft and Ctrl/Cmd+S
 * save it; its editor then takes over where the caret was (ADR 0078).
 */
export function NewPostForm({ user, onPosted, onDrafted }: NewPostFormProps) {
  const t = useT(writePost)
  const { publish, progress } = usePublishPost(user)
  const right = usePublishRight(user.uid)
  const draftOwner = user.email
  const draft = usePostDraft(draftOwner)
  const posted = useRef(false)
  /** Which button sent the form: its rules are checked. */
  const intent = useRef<PostStatus>('published')
  /** The same, for drawing which button is busy. */
  const [sending, setSending] = useState<PostStatus>('published')
  /** When to publish, chosen with Schedule…. */
  const publishAt = useRef<string | undefined>(undefined)
  const saved = readPostDraft(draftOwner)
  const siteLanguage = useSiteSettings().language
  const form = useForm({
    initialValues: {
      postTitle: saved.postTitle,
      postBody: saved.postBody,
      tags: saved.tags ?? [],
      // The site's language until the writer names another (ADR 0077, "A post's language").
      language: siteLanguage as string,
      image: null as File | null,
    },
    validate: (values) => {
      const asDraft = intent.current === 'draft'
      const rules = postTextRules(t, { asDraft })
      const refused = values.image ? imageFileError(values.image) : null
      const image = values.image
        ? refused && imageMessage(t, refused)
        : asDraft
          ? null
          : t('writePost.imageRequired')
      return {
        postTitle: rules.postTitle(values.postTitle),
        postBody: rules.postBody(values.postBody),
        tags: rules.tags(values.tags),
        image,
      }
    },
    onValuesChange: ({ postTitle, postBody, tags }) => draft.save({ postTitle, postBody, tags }),
  })
  const { postTitle, postBody } = form.getValues()
  const hasUnsavedText = Boolean(postTitle.trim() || postBody.trim())
  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsavedText && !posted.current,
    enableBeforeUnload: () => hasUnsavedText && !posted.current,
    withResolver: true,
  })

  const formElement = useRef<HTMLFormElement>(null)
  /** Where the caret was last in the title or the text: handed to the editor (ADR 0078). */
  const caret = useRef<Caret | undefined>(undefined)
  useEffect(() => {
    const follow = () => {
      caret.current = caretIn(formElement.current) ?? caret.current
    }
    // Typing moves the caret too, and not every browser says so with 'selectionchange'.
    const form = formElement.current
    const moves = ['input', 'keyup', 'mouseup', 'focusin', 'select'] as const
    document.addEventListener('selectionchange', follow)
    for (const move of moves) form?.addEventListener(move, follow)
    return () => {
      document.removeEventListener('selectionchange', follow)
      for (const move of moves) form?.removeEventListener(move, follow)
    }
  }, [])

  const submit = async (values: typeof form.values) => {
    const status = intent.current
    let postId: string
    try {
      const saved = await publish({
        ...values,
        status,
        ...(status === 'scheduled' ? { publishAt: publishAt.current } : {}),
      })
      postId = saved.result.insertedId
    } catch (error) {
      // The toast says it failed; what the server refused is shown under its field.
      // (A time the server finds past has no field here: the toast gives its reason.)
      const errors = fieldErrors(error, FIELDS)
      // The image's own checks speak English (src/lib/images): said in the reader's language.
      if (errors.image) errors.image = imageMessage(t, errors.image)
      form.setErrors(errors)
      return
    }
    posted.current = true
    draft.clear()
    if (status !== 'draft') return onPosted(status)
    // Read as the editor opens: whatever was typed or chosen since this save was sent goes on.
    handOver(postId, () => {
      const now = form.getValues()
      return {
        caret: caret.current,
        ...(sameText(now, values) ? {} : { text: now }),
        ...(now.image && now.image !== values.image ? { image: now.image } : {}),
        savedAt: new Date().toISOString(),
      }
    })
    onDrafted(postId)
  }
  const send = (status: PostStatus) => {
    intent.current = status
    setSending(status)
    return form.onSubmit(submit)
  }
  // Saving here is 'Save draft': Ctrl/Cmd+S never publishes.
  useSaveShortcut(() => {
    if (!form.submitting) void send('draft')()
  })
  // A moment after the writer pauses, a post with a title is saved as a draft (online only: the
  // device keeps it meanwhile). Only what Save draft would take: nothing is said wrong unasked.
  const online = useIsOnline()
  const values = form.getValues()
  const rules = postTextRules(t, { asDraft: true })
  const autosavable =
    right !== 'none' &&
    online &&
    !rules.postTitle(values.postTitle) &&
    !rules.postBody(values.postBody) &&
    !rules.tags(values.tags) &&
    (values.image === null || !imageFileError(values.image))
  const typed = JSON.stringify([values.postTitle, values.postBody, values.tags, values.language])
  useEffect(() => {
    if (!autosavable || posted.current) return
    const timer = window.setTimeout(() => {
      if (!form.submitting && !posted.current) void send('draft')()
    }, autosaveTiming.newPostDelayMs)
    return () => window.clearTimeout(timer)
    // `send` and `form` are the same from render to render in what they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autosavable, typed])

  return (
    <form
      ref={formElement}
      // Enter publishes where the person may; a contributor's Enter saves their draft.
      onSubmit={(event) =>
        right === 'none'
          ? event.preventDefault()
          : send(right === 'publish' ? 'published' : 'draft')(event)
      }
      noValidate
    >
      <Stack>
        <PostFields form={form} progress={progress} />
        <NeedsConnection />
        <PublishRightNote right={right} />
        <Group justify="flex-end">
          {right === 'none' ? null : (
            <Button
              variant="default"
              loading={form.submitting && sending === 'draft'}
              disabled={form.submitting && sending !== 'draft'}
              onClick={() => void send('draft')()}
            >
              {t('writePost.saveDraft')}
            </Button>
          )}
          {right === 'publish' ? (
            <>
              <ScheduleButton
                loading={form.submitting && sending === 'scheduled'}
                disabled={form.submitting && sending !== 'scheduled'}
                onSchedule={(at) => {
                  publishAt.current = at
                  void send('scheduled')()
                }}
              />
              <Button
                type="submit"
                loading={form.submitting && sending === 'published'}
                disabled={form.submitting && sending !== 'published'}
              >
                {t('writePost.publish')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        message={t('writePost.leaveNewPost')}
        confirmLabel={t('writePost.leave')}
        cancelLabel={t('writePost.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  )
}
