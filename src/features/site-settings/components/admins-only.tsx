import { Alert, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { roleAtLeast } from '../../../../contract/site-facts'
import { PageLoader } from '../../../components/page-loader'
import { siteQueries } from '../../../entities/site/queries'
import { useT } from '../../../lib/i18n/context'
import siteSettings from '../../../locales/en/site-settings.messages.json'

/**
 * What only the owner and administrators see (docs/decisions/0074); anyone else is told so, with
 * no form. The server refuses them anyway (each route's `access`): this spares them a screen
 * whose every read would be a 403.
 */
export function AdminsOnly({ uid, children }: { uid: string; children: ReactNode }) {
  const t = useT(siteSettings)
  const me = useQuery(siteQueries.role(uid))
  if (me.isPending) return <PageLoader label={t('siteSettings.checkingRole')} />
  if (me.isError) {
    return (
      <Alert color="red" title={t('siteSettings.roleFailed')}>
        {t('siteSettings.tryAgain')}
      </Alert>
    )
  }
  if (!roleAtLeast(me.data.role, 'administrator')) {
    return (
      <Alert color="gray" title={t('siteSettings.nothingHere')}>
        <Text size="sm">{t('siteSettings.staffOnly')}</Text>
      </Alert>
    )
  }
  return children
}
