import { Button, Card, Group, Text, Title } from '@mantine/core'
import { useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import { maskEmail } from '../mask-email'
import { useVerification } from '../use-verification'
import '@mantine/core/styles/Card.css'

/**
 * What a guarded screen shows a user whose email is not verified yet (spec §2). The email was
 * sent when the account was made, so sending is offered as a resend.
 */
export function VerifyEmailCard({ email, onVerified }: { email: string; onVerified: () => void }) {
  const t = useT(auth)
  const { sending, checking, send, check } = useVerification(onVerified)
  return (
    <Card withBorder padding="lg" maw={520} mx="auto">
      <Title order={1} size="h3" mb="sm">
        {t('auth.verifyYourEmail')}
      </Title>
      <Text mb="xs">{t('auth.verifyBeforePosting')}</Text>
      <Text mb="xs">{t('auth.linkWasSentTo')}</Text>
      <Text fw={500} mb="xs">
        {maskEmail(email)}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('auth.verifyHelp')}
      </Text>
      <Group>
        <Button onClick={check} loading={checking}>
          {t('auth.iHaveVerified')}
        </Button>
        <Button variant="default" onClick={send} loading={sending}>
          {t('auth.sendAgain')}
        </Button>
      </Group>
    </Card>
  )
}
