import { Button, Card, Group, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { notify } from '../../../lib/toast'
import { maskEmail } from '../mask-email'
import { MESSAGES } from '../messages'
import { refreshEmailVerification, sendVerificationEmail } from '../verification'
import '@mantine/core/styles/Card.css'

/** What a guarded screen shows a user whose email is not verified yet (spec §2). */
export function VerifyEmailCard({ email, onVerified }: { email: string; onVerified: () => void }) {
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
        Verify your email
      </Title>
      <Text mb="xs">You should verify your email address before post something</Text>
      <Text fw={500} mb="md">
        {maskEmail(email)}
      </Text>
      <Group>
        <Button onClick={() => void send()} loading={sending}>
          Send verification email
        </Button>
        <Button variant="default" onClick={() => void check()} loading={checking}>
          I have verified my email
        </Button>
      </Group>
    </Card>
  )
}
