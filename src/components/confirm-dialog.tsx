import { Button, Group, Modal, Text } from '@mantine/core'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import { useT } from '../lib/i18n/context'
import confirmDialog from '../locales/en/confirm-dialog.messages.json'

interface ConfirmDialogProps {
  opened: boolean
  /** The question, word for word; it is also the dialog's name. */
  message: string
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({
  opened,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT(confirmDialog)
  return (
    <Modal opened={opened} onClose={onCancel} title={t('confirmDialog.title')} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('confirmDialog.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
