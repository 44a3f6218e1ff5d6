import { Button, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { EmailSchema } from '../../../../contract/common'
import { useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import { toastOutcome } from '../messages'
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
  const t = useT(auth)
  const form = useForm({
    initialValues: { email: '', name: '' },
    validate: {
      email: (value) =>
        EmailSchema.safeParse(value.trim()).success ? null : t('auth.emailInvalid'),
      name: (value) => (value.trim() ? null : t('auth.nameRequired')),
    },
  })
  const name = provider ? SOCIAL_PROVIDER_NAMES[provider] : ''

  const submit = form.onSubmit(async (values) => {
    if (!provider) return
    const signedIn = await toastOutcome(() => signInWithEmulatedAccount(provider, values), {
      success: t('auth.loginSuccess'),
      failure: () => t('auth.loginOther'),
    })
    if (!signedIn) return
    form.reset()
    onClose()
  })

  return (
    <Modal
      opened={provider !== null}
      onClose={onClose}
      title={t('auth.emulatedTitle', { provider: name })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('auth.emulatedHelp', { provider: name })}
          </Text>
          <TextInput
            label={t('auth.email')}
            type="email"
            data-autofocus
            {...form.getInputProps('email')}
          />
          <TextInput label={t('auth.name')} {...form.getInputProps('name')} />
          <Button type="submit" loading={form.submitting}>
            {t('auth.signInWith', { provider: name })}
          </Button>
        </Stack>
      </form>
    </Modal>
  )
}
