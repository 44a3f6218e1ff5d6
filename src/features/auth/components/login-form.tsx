import { PasswordInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { signInWithPassword } from '../credentials'
import { loginErrorMessage, toastOutcome } from '../messages'
import { useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import { AuthForm, EmailInput } from './auth-panel'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'

// Spec §5: the login fields carry no required flag; the identity provider validates.
export function LoginForm() {
  const t = useT(auth)
  const form = useForm({ initialValues: { email: '', password: '' } })

  const submit = form.onSubmit(async ({ email, password }) => {
    await toastOutcome(() => signInWithPassword(email.trim(), password), {
      success: t('auth.loginSuccess'),
      failure: (error) => loginErrorMessage(t, error),
    })
  })

  return (
    <AuthForm onSubmit={submit} submitting={form.submitting} submitLabel={t('auth.login')}>
      <EmailInput {...form.getInputProps('email')} />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
    </AuthForm>
  )
}
