import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { SessionUser } from '../../../lib/auth/session'
import { notify } from '../../../lib/toast'
import { MESSAGES } from '../messages'
import { updateUserProfile } from '../profile'
import '@mantine/core/styles/Input.css'

const DISPLAY_NAME_MAX = 60

function validatePhotoUrl(value: string): string | null {
  if (!value.trim()) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? null
      : 'Enter a web address (https://…)'
  } catch {
    return 'Enter a web address (https://…)'
  }
}

export function UpdateProfileForm({
  user,
  onDone,
  onCancel,
}: {
  user: SessionUser
  onDone: () => void
  onCancel: () => void
}) {
  const form = useForm({
    initialValues: { displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' },
    validate: {
      displayName: (value) => {
        if (!value.trim()) return 'Display name is required'
        return value.trim().length > DISPLAY_NAME_MAX
          ? `Display name must be at most ${DISPLAY_NAME_MAX} characters`
          : null
      },
      photoURL: validatePhotoUrl,
    },
  })

  const submit = form.onSubmit(async (values) => {
    try {
      await updateUserProfile(values)
      notify.success(MESSAGES.profileUpdated)
      onDone()
    } catch {
      notify.error(MESSAGES.profileUpdateFailed)
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Display name"
          autoComplete="name"
          aria-required
          {...form.getInputProps('displayName')}
        />
        <TextInput
          label="Photo URL"
          type="url"
          autoComplete="photo"
          placeholder="https://…"
          {...form.getInputProps('photoURL')}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
