import { Button, Group, Modal, Text, Textarea } from '@mantine/core'
import { REVIEW_NOTE_MAX } from '../../../../contract/reviews'
import { useTextDraft } from '../../../lib/text-draft'
import { useT } from '../../../lib/i18n/context'
import reviewQueue from '../../../locales/en/review-queue.messages.json'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Modal.css'

interface SendBackDialogProps {
  /** The draft's title while the dialog is open; null when closed. */
  postTitle: string | null
  onCancel: () => void
  /** The note, trimmed and within bounds; the dialog empties itself for the next draft. */
  onSend: (note: string) => void
}

/**
 * Asks the editor what the author should change: the note is required and bounded as the server
 * bounds it, and a refusal is said under the field, losing nothing typed.
 */
export function SendBackDialog({ postTitle, onCancel, onSend }: SendBackDialogProps) {
  const t = useT(reviewQueue)
  const draft = useTextDraft()
  const close = () => {
    draft.setError(null)
    onCancel()
  }
  return (
    <Modal
      opened={postTitle !== null}
      onClose={close}
      title={t('reviewQueue.sendBackTitle')}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          // The contract's words (reviewMessages), in the reader's language: the English is held
          // to them by review-queue-languages.test.tsx.
          const note = draft.checked(
            t('reviewQueue.noteRequired'),
            REVIEW_NOTE_MAX,
            t('reviewQueue.noteTooLong', { max: REVIEW_NOTE_MAX }),
          )
          if (note === null) return
          draft.setText('')
          onSend(note)
        }}
      >
        <Text size="sm" mb="sm">
          {t('reviewQueue.goesBack', { title: postTitle ?? '' })}
        </Text>
        <Textarea
          label={t('reviewQueue.noteLabel')}
          description={t('reviewQueue.noteHelp', { max: REVIEW_NOTE_MAX })}
          {...draft.field}
          rows={4}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('reviewQueue.cancel')}
          </Button>
          <Button type="submit">{t('reviewQueue.sendBack')}</Button>
        </Group>
      </form>
    </Modal>
  )
}
