import { useForm } from '@mantine/form'
import { EmailSchema } from '../../../../contract/common'
import { notify } from '../../../lib/toast'
import { sendPasswordReset } from '../credentials'
import { MESSAGES, resetErrorMessage, toastOutcome } from '../messages'
import { AuthForm, EmailInput } from './auth-panel'

export function ResetPasswordForm() {
  const form = useForm({ initialValues: { email: '' } })

  const submit = form.onSubmit(async ({ email }) => {
    // The emulator answers a malformed address with "not found"; say what is really wrong.
    if (!EmailSchema.safeParse(email.trim()).success) {
      notify.error(MESSAGES.resetInvalidEmail)
      return
    }
    await toastOutcome(() => sendPasswordReset(email.trim()), {
      success: MESSAGES.resetSuccess,
      failure: resetErrorMessage,
    })
  })

  return (
    <AuthForm onSubmit={submit} submitting={form.submitting} submitLabel="Send reset email">
      <EmailInput {...form.getInputProps('email')} />
    </AuthForm>
  )
}
