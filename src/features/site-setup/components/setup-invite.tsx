import { Alert, Text } from '@mantine/core'
import { LinkButton } from '../../../components/link-button'
import { useT } from '../../../lib/i18n/context'
import siteSetup from '../../../locales/en/site-setup.messages.json'

/** On the home page of a site nobody owns yet: whoever sets it up first owns it (ADR 0074). */
export function SetupInvite() {
  const t = useT(siteSetup)
  return (
    <Alert color="blue" title={t('siteSetup.inviteTitle')} mb="lg">
      <Text size="sm" mb="sm">
        {t('siteSetup.inviteBody')}
      </Text>
      <LinkButton to="/setup" size="sm">
        {t('siteSetup.inviteLink')}
      </LinkButton>
    </Alert>
  )
}
