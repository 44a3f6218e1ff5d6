import { Button, Group, Modal, Text, Textarea } from '@mantine/core'
import { REVIEW_NOTE_MAX, reviewMessages } from '../../../../contract/reviews'
import { useTextDraft } from '../../../lib/text-draft'
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
  const draft = useTextDraft()
  const close = () => {
    draft.setError(null)
    onCancel()
  }
  return (
    <Modal opened={postTitle !== null} onClose={close} title="Send back to the author" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const note = draft.checked(
            reviewMessages.noteRequired,
            REVIEW_NOTE_MAX,
            reviewMessages.noteTooLong,
          )
          if (note === null) return
          draft.setText('')
          onSend(note)
        }}
      >
        <Text size="sm" mb="sm">
          “{postTitle}” goes back to its author as a draft, with your note.
        </Text>
        <Textarea
          label="Note to the author"
          description={`What should change before it is published (at most ${REVIEW_NOTE_MAX} characters).`}
          {...draft.field}
          rows={4}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Send back</Button>
        </Group>
      </form>
    </Modal>
  )
}
