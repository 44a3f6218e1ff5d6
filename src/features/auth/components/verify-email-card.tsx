import { Button, Card, Group, Text, Title } from '@mantine/core'
import { maskEmail } from '../mask-email'
import { useVerification } from '../use-verification'
import '@mantine/core/styles/Card.css'

/**
 * What a guarded screen shows a user whose email is not verified yet (spec §2). The email was
 * sent when the account was made, so sending is offered as a resend.
 */
export function VerifyEmailCard({ email, onVerified }: { email: string; onVerified: () => void }) {
  const { sending, checking, send, check } = useVerification(onVerified)
  return (
    <Card withBorder padding="lg" maw={520} mx="auto">
      <Title order={1} size="h3" mb="sm">
        Verify your email
      </Title>
      <Text mb="xs">You should verify your email address before post something</Text>
      <Text mb="xs">The verification link was sent to</Text>
      <Text fw={500} mb="xs">
        {maskEmail(email)}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        Open the link in that email, then come back here. Nothing arrived? Look in your spam folder,
        or send it again.
      </Text>
      <Group>
        <Button onClick={check} loading={checking}>
          I have verified my email
        </Button>
        <Button variant="default" onClick={send} loading={sending}>
          Send the email again
        </Button>
      </Group>
    </Card>
  )
}
