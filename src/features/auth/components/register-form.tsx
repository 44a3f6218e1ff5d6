import { Group, PasswordInput, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notify } from '../../../lib/toast'
import { register } from '../credentials'
import { MESSAGES, registerErrorMessage, registerFieldErrors, toastOutcome } from '../messages'
import { PASSWORD_MIN, PASSWORD_RULE } from '../password-rule'
import { AuthForm, EmailInput } from './auth-panel'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'

const required = (label: string) => (value: string) =>
  value.trim() ? null : `${label} is required`

const EMPTY = { email: '', password: '', repeatPassword: '', firstName: '', lastName: '' }

/**
 * `onBusyChange` holds the screen's redirect until the new account is named and its
 * verification email sent.
 */
export function RegisterForm({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      email: required('Email'),
      password: (value) => (value ? null : 'Password is required'),
      repeatPassword: (value) => (value ? null : 'Repeat password is required'),
      firstName: required('First name'),
      lastName: required('Last name'),
    },
  })

  /** The rule under the field, where it can be put right (the spec's toast says it too). */
  const showPasswordRule = () => {
    form.setFieldError(
      'password',
      `${MESSAGES.registerWeakPassword}: ${PASSWORD_RULE.toLowerCase()}`,
    )
    form.getInputNode('password')?.focus()
  }

  const submit = form.onSubmit(async (values) => {
    if (values.password !== values.repeatPassword) {
      notify.error(MESSAGES.registerMismatch)
      form.setFieldError('repeatPassword', MESSAGES.registerMismatch)
      return
    }
    if (values.password.length < PASSWORD_MIN) {
      notify.error(MESSAGES.registerWeakPassword)
      showPasswordRule()
      return
    }
    onBusyChange(true)
    await toastOutcome(() => register({ ...values, email: values.email.trim() }), {
      success: MESSAGES.registerSuccess,
      failure: (error) => {
        const fields = registerFieldErrors(error)
        if (fields.email) {
          // Said where it can be put right, and the field ready for it.
          form.setFieldError('email', fields.email)
          form.getInputNode('email')?.focus()
          return null
        }
        const message = registerErrorMessage(error)
        if (message === MESSAGES.registerWeakPassword) showPasswordRule()
        if (message === MESSAGES.registerEmailInUse) form.reset()
        return message
      },
    })
    onBusyChange(false)
  })

  return (
    <AuthForm onSubmit={submit} submitting={form.submitting} submitLabel="Register">
      <Text size="sm" c="dimmed">
        All fields are required.
      </Text>
      <EmailInput aria-required {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        description={PASSWORD_RULE}
        aria-required
        autoComplete="new-password"
        // Mantine's PasswordInput shows its error but does not set aria-invalid.
        aria-invalid={form.errors.password ? true : undefined}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Repeat password"
        aria-required
        autoComplete="new-password"
        aria-invalid={form.errors.repeatPassword ? true : undefined}
        {...form.getInputProps('repeatPassword')}
      />
      <Group grow align="flex-start">
        <TextInput
          label="First name"
          aria-required
          autoComplete="given-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last name"
          aria-required
          autoComplete="family-name"
          {...form.getInputProps('lastName')}
        />
      </Group>
    </AuthForm>
  )
}
