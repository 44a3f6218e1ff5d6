import { Group, PasswordInput, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notify } from '../../../lib/toast'
import { register } from '../credentials'
import { useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import {
  registerErrorKind,
  registerErrorMessage,
  registerFieldErrors,
  toastOutcome,
} from '../messages'
import { PASSWORD_MIN } from '../password-rule'
import { AuthForm, EmailInput } from './auth-panel'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'

/** A required field's check: `message` (its own sentence in each language) when it is blank. */
const required = (message: string) => (value: string) => (value.trim() ? null : message)

const EMPTY = { email: '', password: '', repeatPassword: '', firstName: '', lastName: '' }

/**
 * `onBusyChange` holds the screen's redirect until the new account is named and its
 * verification email sent.
 */
export function RegisterForm({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const t = useT(auth)
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      email: required(t('auth.emailRequired')),
      password: (value) => (value ? null : t('auth.passwordRequired')),
      repeatPassword: (value) => (value ? null : t('auth.repeatPasswordRequired')),
      firstName: required(t('auth.firstNameRequired')),
      lastName: required(t('auth.lastNameRequired')),
    },
  })

  /** The rule under the field, where it can be put right (the spec's toast says it too). */
  const showPasswordRule = () => {
    form.setFieldError('password', t('auth.weakPasswordRule', { min: PASSWORD_MIN }))
    form.getInputNode('password')?.focus()
  }

  const submit = form.onSubmit(async (values) => {
    if (values.password !== values.repeatPassword) {
      notify.error(t('auth.registerMismatch'))
      form.setFieldError('repeatPassword', t('auth.registerMismatch'))
      return
    }
    if (values.password.length < PASSWORD_MIN) {
      notify.error(t('auth.registerWeakPassword'))
      showPasswordRule()
      return
    }
    onBusyChange(true)
    await toastOutcome(() => register({ ...values, email: values.email.trim() }), {
      success: t('auth.registerSuccess'),
      failure: (error) => {
        const fields = registerFieldErrors(t, error)
        if (fields.email) {
          // Said where it can be put right, and the field ready for it.
          form.setFieldError('email', fields.email)
          form.getInputNode('email')?.focus()
          return null
        }
        const kind = registerErrorKind(error)
        if (kind === 'weakPassword') showPasswordRule()
        if (kind === 'emailInUse') form.reset()
        return registerErrorMessage(t, error)
      },
    })
    onBusyChange(false)
  })

  return (
    <AuthForm onSubmit={submit} submitting={form.submitting} submitLabel={t('auth.register')}>
      <Text size="sm" c="dimmed">
        {t('auth.allFieldsRequired')}
      </Text>
      <EmailInput aria-required {...form.getInputProps('email')} />
      <PasswordInput
        label={t('auth.password')}
        description={t('auth.passwordRule', { min: PASSWORD_MIN })}
        aria-required
        autoComplete="new-password"
        // Mantine's PasswordInput shows its error but does not set aria-invalid.
        aria-invalid={form.errors.password ? true : undefined}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('auth.repeatPassword')}
        aria-required
        autoComplete="new-password"
        aria-invalid={form.errors.repeatPassword ? true : undefined}
        {...form.getInputProps('repeatPassword')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('auth.firstName')}
          aria-required
          autoComplete="given-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('auth.lastName')}
          aria-required
          autoComplete="family-name"
          {...form.getInputProps('lastName')}
        />
      </Group>
    </AuthForm>
  )
}
