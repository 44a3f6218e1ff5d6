import { Button, Group, Modal, Text, Textarea } from '@mantine/core'
import { useT } from '../../../lib/i18n/context'
import { useTextDraft } from '../../../lib/text-draft'
import moderation from '../../../locales/en/moderation.messages.json'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Modal.css'

interface ReasonDialogProps {
  opened: boolean
  title: string
  /** What the act does, above the reason. */
  intro?: string
  label: string
  description: string
  /** Said when the reason is left empty. */
  emptyError: string
  maxLength: number
  submitLabel: string
  submitColor?: string
  onCancel: () => void
  /** The reason, trimmed, within `maxLength`; the dialog empties itself for the next time. */
  onSubmit: (reason: string) => void
}

/**
 * Asks why before an act that others feel (a report, a suspension): the reason is required and
 * bounded as the server bounds it, and a refusal is said under the field, losing nothing typed.
 */
export function ReasonDialog({
  opened,
  title,
  intro,
  label,
  description,
  emptyError,
  maxLength,
  submitLabel,
  submitColor,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  const t = useT(moderation)
  const draft = useTextDraft()
  const close = () => {
    draft.setError(null)
    onCancel()
  }
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const reason = draft.checked(
            emptyError,
            maxLength,
            t('moderation.reasonTooLong', { max: maxLength }),
          )
          if (reason === null) return
          draft.setText('')
          onSubmit(reason)
        }}
      >
        {intro ? (
          <Text size="sm" mb="sm">
            {intro}
          </Text>
        ) : null}
        <Textarea
          label={label}
          description={description}
          {...draft.field}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('moderation.cancel')}
          </Button>
          <Button type="submit" color={submitColor}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  )
}
