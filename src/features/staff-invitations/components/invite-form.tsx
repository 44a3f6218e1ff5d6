import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { InvitationInput } from '../../../../contract/site'
import { ROLE_NAMES, siteMessages } from '../../../../contract/site-facts'
import { fieldErrors, isApiError } from '../../../lib/api-error'
import { notify } from '../../../lib/toast'
import { useInvite } from '../use-invitations'
import '@mantine/core/styles/Input.css'

const GIVEN_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const
const ROLE_OPTIONS = GIVEN_ROLES.map((value) => ({ value, label: ROLE_NAMES[value] }))
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Settings → Staff's "Invite": an email and a role; the invitation is mailed (ADR 0074). */
export function InviteForm() {
  const inviting = useInvite()
  const form = useForm({
    initialValues: { email: '', role: 'contributor' as InvitationInput['role'] },
    validate: {
      email: (value) => (LOOKS_LIKE_EMAIL.test(value.trim()) ? null : siteMessages.invitationEmail),
    },
  })
  const submit = form.onSubmit((values) => {
    const input = { email: values.email.trim().toLowerCase(), role: values.role }
    // Cleared at once (the list shows the invitation); put back if it fails.
    form.reset()
    inviting.mutate(input, {
      onSuccess: (made) => {
        notify.success(`Invitation sent to ${made.email}`)
      },
      onError: (error) => {
        form.setValues(input)
        const fields = fieldErrors(error, ['email', 'role'])
        if (Object.keys(fields).length > 0) form.setErrors(fields)
        else notify.error(isApiError(error) ? error.message : 'The invitation could not be sent')
      },
    })
  })
  return (
    <form onSubmit={submit} noValidate aria-label="Invite to the staff">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          style={{ flex: '1 1 16rem' }}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label="Role"
          data={ROLE_OPTIONS}
          style={{ flex: '0 1 12rem' }}
          {...form.getInputProps('role')}
        />
        <Button type="submit">Invite</Button>
      </Group>
    </form>
  )
}
