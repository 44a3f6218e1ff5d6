import { Alert, Button, Group, Text } from '@mantine/core'
import { maskEmail } from '../mask-email'
import { useVerification } from '../use-verification'

/**
 * Said on whatever page a signed-in user with an unverified email is reading: registering goes
 * back to the page they came from (spec §4, §9), and this is where they learn the link was sent.
 * Writing and commenting still wait behind the verify card (spec §2). The root layout loads it
 * only for such a user, so the first load does not carry it.
 */
export default function VerifyBanner({ email }: { email: string }) {
  const { sending, checking, send, check } = useVerification()
  return (
    <Alert color="blue" role="status" mb="md" title="Check your email">
      <Text size="sm" mb="xs">
        We have sent a verification link to <strong>{maskEmail(email)}</strong>. Open it to write
        posts and comment.
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" onClick={check} loading={checking}>
          I have verified my email
        </Button>
        <Button size="compact-sm" variant="default" onClick={send} loading={sending}>
          Send the email again
        </Button>
      </Group>
    </Alert>
  )
}
