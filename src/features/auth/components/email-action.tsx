import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { notify } from '../../../lib/toast'
import { setNewPassword, verifyEmailByLink } from '../email-actions'
import { emailActionQueries } from '../queries'
import { MESSAGES, authErrorCode } from '../messages'
import { PASSWORD_MIN, PASSWORD_RULE } from '../password-rule'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/PasswordInput.css'
import { useSiteSettings } from '../../../entities/site/use-site'

const USED_OR_EXPIRED = 'This link was used already or has expired.'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" maw={520} mx="auto">
      <Title order={1} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  )
}

/** A verification link: applied once on arrival (a code works once), then said plainly. */
export function VerifyEmailAction({ oobCode }: { oobCode: string }) {
  const site = useSiteSettings()
  const verify = useMutation({ mutationFn: () => verifyEmailByLink(oobCode) })
  const started = useRef(false)
  const { mutate } = verify
  useEffect(() => {
    if (started.current) return
    started.current = true
    mutate()
  }, [mutate])

  if (verify.isError) {
    return (
      <Panel title="Email not verified">
        <Alert color="red" role="alert">
          {USED_OR_EXPIRED} Sign in and ask for a new one from the verify card.
        </Alert>
        <LinkAnchor to="/login">Login</LinkAnchor>
      </Panel>
    )
  }
  if (!verify.isSuccess) return <PageLoader label="Verifying your email address" />
  return (
    <Panel title="Email verified">
      <Text>Your email address is verified: you can write posts now.</Text>
      <LinkAnchor to="/">Go to {site.title}</LinkAnchor>
    </Panel>
  )
}

/** A password-reset link: the address it is for, and a new password under the same rule. */
export function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const email = useQuery(emailActionQueries.resetEmail(oobCode))
  const change = useMutation({
    mutationFn: (password: string) => setNewPassword(oobCode, password),
  })
  const form = useForm({
    initialValues: { password: '' },
    validate: {
      password: (value) =>
        value.length < PASSWORD_MIN
          ? `${MESSAGES.registerWeakPassword}: ${PASSWORD_RULE.toLowerCase()}`
          : null,
    },
  })

  if (email.isPending) return <PageLoader label="Checking the link" />
  if (email.isError || (change.isError && authErrorCode(change.error) !== 'auth/weak-password')) {
    return (
      <Panel title="Password not changed">
        <Alert color="red" role="alert">
          {USED_OR_EXPIRED}
        </Alert>
        <LinkAnchor to="/reset-password">Ask for a new link</LinkAnchor>
      </Panel>
    )
  }
  if (change.isSuccess) {
    return (
      <Panel title="Password changed">
        <Text>You can log in with your new password now.</Text>
        <LinkAnchor to="/login">Login</LinkAnchor>
      </Panel>
    )
  }
  return (
    <Panel title="Choose a new password">
      <Text>For {email.data}</Text>
      <form
        noValidate
        onSubmit={form.onSubmit(({ password }) =>
          change.mutate(password, {
            onError: (error) => {
              if (authErrorCode(error) !== 'auth/weak-password') return
              notify.error(MESSAGES.registerWeakPassword)
              form.setFieldError('password', PASSWORD_RULE)
            },
          }),
        )}
      >
        <Stack>
          <PasswordInput
            label="New password"
            description={PASSWORD_RULE}
            autoComplete="new-password"
            aria-required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Panel>
  )
}
