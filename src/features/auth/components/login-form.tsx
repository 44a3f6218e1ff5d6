import { PasswordInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { signInWithPassword } from '../credentials'
import { MESSAGES, loginErrorMessage, toastOutcome } from '../messages'
import { AuthForm, EmailInput } from './auth-panel'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'

// Spec §5: the login fields carry no required flag; the identity provider validates.
export function LoginForm() {
  const form = useForm({ initialValues: { email: '', password: '' } })

  const submit = form.onSubmit(async ({ email, password }) => {
    await toastOutcome(() => signInWithPassword(email.trim(), password), {
      success: MESSAGES.loginSuccess,
      failure: loginErrorMessage,
    })
  })

  return (
    <AuthForm onSubmit={submit} submitting={form.submitting} submitLabel="Login">
      <EmailInput {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
    </AuthForm>
  )
}
