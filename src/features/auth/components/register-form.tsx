import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notify } from '../../../lib/toast'
import { register } from '../credentials'
import { MESSAGES, registerErrorMessage } from '../messages'

const required = (label: string) => (value: string) =>
  value.trim() ? null : `${label} is required`

const EMPTY = { email: '', password: '', repeatPassword: '', firstName: '', lastName: '' }

/** `onBusyChange` holds the screen's redirect until the new account is named and verified. */
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

  const submit = form.onSubmit(async (values) => {
    if (values.password !== values.repeatPassword) {
      notify.error(MESSAGES.registerMismatch)
      return
    }
    onBusyChange(true)
    try {
      await register({ ...values, email: values.email.trim() })
      notify.success(MESSAGES.registerSuccess)
    } catch (error) {
      const message = registerErrorMessage(error)
      if (message === MESSAGES.registerEmailInUse) form.reset()
      notify.error(message)
    } finally {
      onBusyChange(false)
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('repeatPassword')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('lastName')}
          />
        </Group>
        <Button type="submit" loading={form.submitting}>
          Register
        </Button>
      </Stack>
    </form>
  )
}
