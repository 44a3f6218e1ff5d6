import { Alert, Button, Group, Text } from '@mantine/core'
import { useT } from '../../../lib/i18n/context'
import { withElements } from '../../../lib/i18n/elements'
import auth from '../../../locales/en/auth.messages.json'
import { maskEmail } from '../mask-email'
import { useVerification } from '../use-verification'

/**
 * Said on whatever page a signed-in user with an unverified email is reading: registering goes
 * back to the page they came from (spec §4, §9), and this is where they learn the link was sent.
 * Writing and commenting still wait behind the verify card (spec §2). The root layout loads it
 * only for such a user, so the first load does not carry it.
 */
export default function VerifyBanner({ email }: { email: string }) {
  const t = useT(auth)
  const { sending, checking, send, check } = useVerification()
  return (
    <Alert color="blue" role="status" mb="md" title={t('auth.checkYourEmail')}>
      <Text size="sm" mb="xs">
        {withElements((m) => t('auth.verificationLinkSentTo', { email: m.email }), {
          email: <strong>{maskEmail(email)}</strong>,
        })}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" onClick={check} loading={checking}>
          {t('auth.iHaveVerified')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={send} loading={sending}>
          {t('auth.sendAgain')}
        </Button>
      </Group>
    </Alert>
  )
}
