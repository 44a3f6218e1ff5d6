import { Button, Card, Group, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { notify } from '../../../lib/toast'
import { maskEmail } from '../mask-email'
import { MESSAGES } from '../messages'
import { refreshEmailVerification, sendVerificationEmail } from '../verification'
import '@mantine/core/styles/Card.css'

/**
 * What a guarded screen shows a user whose email is not verified yet (spec §2), and what a new
 * account sees first (`justSent`: the email went out with the registration). The email was sent
 * when the account was made, so sending is offered as a resend (issue 22).
 */
export function VerifyEmailCard({
  email,
  justSent = false,
  onVerified,
}: {
  email: string
  justSent?: boolean
  onVerified: () => void
}) {
  const [sending, setSending] = useState(false)
  const [checking, setChecking] = useState(false)

  async function send() {
    setSending(true)
    try {
      await sendVerificationEmail()
      notify.success(MESSAGES.verificationSent)
    } catch {
      notify.error(MESSAGES.verificationFailed)
    } finally {
      setSending(false)
    }
  }

  async function check() {
    setChecking(true)
    const verified = await refreshEmailVerification()
    setChecking(false)
    if (verified) onVerified()
    else notify.error(MESSAGES.notVerifiedYet)
  }

  return (
    <Card withBorder padding="lg" maw={520} mx="auto">
      <Title order={1} size="h3" mb="sm">
        {justSent ? 'Check your email' : 'Verify your email'}
      </Title>
      <Text mb="xs">You should verify your email address before post something</Text>
      <Text mb="xs">
        {justSent ? 'We have sent a verification link to' : 'The verification link was sent to'}
      </Text>
      <Text fw={500} mb="xs">
        {maskEmail(email)}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        Open the link in that email, then come back here. Nothing arrived? Look in your spam folder,
        or send it again.
      </Text>
      <Group>
        <Button onClick={() => void check()} loading={checking}>
          I have verified my email
        </Button>
        <Button variant="default" onClick={() => void send()} loading={sending}>
          Send the email again
        </Button>
      </Group>
    </Card>
  )
}
