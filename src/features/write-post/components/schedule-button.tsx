import { Button, Group, Modal, TextInput } from '@mantine/core'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useT } from '../../../lib/i18n/context'
import { writePost } from '../write-post-words'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Modal.css'

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm'

/** The reader's time zone, as the browser names it ("Europe/Paris"). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

interface ScheduleButtonProps {
  /** Called with the chosen time as an ISO instant. */
  onSchedule: (publishAt: string) => void
  /** The time already chosen, for "Reschedule…". */
  current?: string | undefined
  /** The button's text: "Schedule…" unless given. */
  label?: string | undefined
  loading?: boolean
  disabled?: boolean
}

/**
 * "Schedule…" beside Publish (issue 27 item 1): a dialog asks for a date and time in the author's
 * own time zone (the browser's date-time field), the next full hour to start with, checked to be
 * in the future.
 */
export function ScheduleButton({
  onSchedule,
  current,
  label,
  loading = false,
  disabled = false,
}: ScheduleButtonProps) {
  const t = useT(writePost)
  const [opened, setOpened] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const open = () => {
    const start = current ? dayjs(current) : dayjs().add(1, 'hour').startOf('hour')
    setValue(start.format(LOCAL_FORMAT))
    setError(null)
    setOpened(true)
  }
  const confirm = () => {
    if (!value) return setError(t('writePost.publishAtRequired'))
    const at = dayjs(value)
    if (!at.isValid() || !at.isAfter(dayjs())) return setError(t('writePost.publishAtInPast'))
    setOpened(false)
    onSchedule(at.toISOString())
  }
  return (
    <>
      <Button variant="default" loading={loading} disabled={disabled} onClick={open}>
        {label ?? t('writePost.scheduleButton')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('writePost.scheduleTitle')}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault()
            // The dialog is drawn outside the post's form, but React passes its events up to
            // that form all the same: without this, Schedule would also Publish.
            event.stopPropagation()
            confirm()
          }}
          noValidate
        >
          <TextInput
            type="datetime-local"
            label={t('writePost.publishOn')}
            description={t('writePost.timeZone', { zone: timeZone() })}
            value={value}
            min={dayjs().format(LOCAL_FORMAT)}
            error={error}
            data-autofocus
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('writePost.cancel')}
            </Button>
            <Button type="submit">{t('writePost.scheduleConfirm')}</Button>
          </Group>
        </form>
      </Modal>
    </>
  )
}
