import { Alert, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { useSiteSettings } from '../../../entities/site/use-site'
import { useT } from '../../../lib/i18n/context'
import staffInvitations from '../../../locales/en/staff-invitations.messages.json'
import { useAcceptInvitation } from '../use-invitations'

/** The invitation's link, opened signed in: accepted at once, then said plainly (ADR 0074). */
export function AcceptInvitation({ token }: { token: string }) {
  const t = useT(staffInvitations)
  const accepting = useAcceptInvitation()
  const site = useSiteSettings()
  const { mutate } = accepting
  // Accepting twice is accepting once (the server answers the same), so StrictMode is harmless.
  useEffect(() => {
    if (token) mutate(token)
  }, [mutate, token])
  return (
    <Stack maw="36rem" mx="auto">
      <Title order={1}>{t('staffInvitations.title')}</Title>
      {!token ? (
        <Alert color="red" title={t('staffInvitations.failed')} role="alert">
          {t('staffInvitations.linkNotValid')}
        </Alert>
      ) : accepting.isError ? (
        <Alert color="red" title={t('staffInvitations.failed')} role="alert">
          {accepting.error.message}
        </Alert>
      ) : accepting.isSuccess ? (
        <Stack gap="xs" role="status">
          <Text fw={600}>
            {t('staffInvitations.accepted', { site: site.title, role: accepting.data.role })}
          </Text>
          <Text>
            {accepting.data.role === 'contributor'
              ? t('staffInvitations.contributorTools')
              : t('staffInvitations.roleTools')}{' '}
            <LinkAnchor to="/new-post">{t('staffInvitations.writePost')}</LinkAnchor>
          </Text>
        </Stack>
      ) : (
        <PageLoader label={t('staffInvitations.accepting')} />
      )}
    </Stack>
  )
}
