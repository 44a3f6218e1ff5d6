import { Button, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { EmailSchema } from '../../../../contract/common'
import { MESSAGES, toastOutcome } from '../messages'
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId, signInWithEmulatedAccount } from '../social'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Modal.css'

/** Emulator mode's stand-in for the provider's account chooser, which needs the internet. */
export function EmulatedAccountModal({
  provider,
  onClose,
}: {
  provider: SocialProviderId | null
  onClose: () => void
}) {
  const form = useForm({
    initialValues: { email: '', name: '' },
    validate: {
      email: (value) =>
        EmailSchema.safeParse(value.trim()).success ? null : 'Invalid email address',
      name: (value) => (value.trim() ? null : 'Name is required'),
    },
  })
  const name = provider ? SOCIAL_PROVIDER_NAMES[provider] : ''

  const submit = form.onSubmit(async (values) => {
    if (!provider) return
    const signedIn = await toastOutcome(() => signInWithEmulatedAccount(provider, values), {
      success: MESSAGES.loginSuccess,
      failure: () => MESSAGES.loginOther,
    })
    if (!signedIn) return
    form.reset()
    onClose()
  })

  return (
    <Modal opened={provider !== null} onClose={onClose} title={`Sign in with ${name} (emulated)`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The local Auth emulator stands in for {name}: choose any email and name.
          </Text>
          <TextInput label="Email" type="email" data-autofocus {...form.getInputProps('email')} />
          <TextInput label="Name" {...form.getInputProps('name')} />
          <Button type="submit" loading={form.submitting}>
            Sign in with {name}
          </Button>
        </Stack>
      </form>
    </Modal>
  )
}
