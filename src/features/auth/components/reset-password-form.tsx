import { useForm } from '@mantine/form'
import { EmailSchema } from '../../../../contract/common'
import { notify } from '../../../lib/toast'
import { sendPasswordReset } from '../credentials'
import { resetErrorMessage, toastOutcome } from '../messages'
import { useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import { AuthForm, EmailInput } from './auth-panel'

export function ResetPasswordForm() {
  const t = useT(auth)
  const form = useForm({ initialValues: { email: '' } })

  const submit = form.onSubmit(async ({ email }) => {
    // The emulator answers a malformed address with "not found"; say what is really wrong.
    if (!EmailSchema.safeParse(email.trim()).success) {
      notify.error(t('auth.resetInvalidEmail'))
      return
    }
    await toastOutcome(() => sendPasswordReset(email.trim()), {
      success: t('auth.resetSuccess'),
      failure: (error) => resetErrorMessage(t, error),
    })
  })

  return (
    <AuthForm onSubmit={submit} submitting={form.submitting} submitLabel={t('auth.sendResetEmail')}>
      <EmailInput {...form.getInputProps('email')} />
    </AuthForm>
  )
}
