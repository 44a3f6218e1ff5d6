import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { InvitationInput } from '../../../../contract/site'
import { fieldErrors, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/context'
import { notify } from '../../../lib/toast'
import staffInvitations from '../../../locales/en/staff-invitations.messages.json'
import { useInvite } from '../use-invitations'
import '@mantine/core/styles/Input.css'

const GIVEN_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Settings → Staff's "Invite": an email and a role; the invitation is mailed (ADR 0074). */
export function InviteForm() {
  const t = useT(staffInvitations)
  const inviting = useInvite()
  const roleOptions = GIVEN_ROLES.map((role) => ({
    value: role,
    label: t('staffInvitations.roleName', { role }),
  }))
  const form = useForm({
    initialValues: { email: '', role: 'contributor' as InvitationInput['role'] },
    validate: {
      // English says the contract's siteMessages.invitationEmail (invitations-languages.test.tsx).
      email: (value) =>
        LOOKS_LIKE_EMAIL.test(value.trim()) ? null : t('staffInvitations.emailInvalid'),
    },
  })
  const submit = form.onSubmit((values) => {
    const input = { email: values.email.trim().toLowerCase(), role: values.role }
    // Cleared at once (the list shows the invitation); put back if it fails.
    form.reset()
    inviting.mutate(input, {
      onSuccess: (made) => {
        notify.success(t('staffInvitations.sent', { email: made.email }))
      },
      onError: (error) => {
        form.setValues(input)
        const fields = fieldErrors(error, ['email', 'role'])
        if (Object.keys(fields).length > 0) form.setErrors(fields)
        else notify.error(isApiError(error) ? error.message : t('staffInvitations.notSent'))
      },
    })
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('staffInvitations.form')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('staffInvitations.email')}
          type="email"
          autoComplete="off"
          style={{ flex: '1 1 16rem' }}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label={t('staffInvitations.role')}
          data={roleOptions}
          style={{ flex: '0 1 12rem' }}
          {...form.getInputProps('role')}
        />
        <Button type="submit">{t('staffInvitations.invite')}</Button>
      </Group>
    </form>
  )
}
