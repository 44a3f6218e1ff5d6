import { useQuery } from '@tanstack/react-query'
import { roleAtLeast } from '../../../contract/roles'
import { LinkAnchor } from '../../components/link-anchor'
import { siteQueries } from '../../entities/site/queries'
import { useT } from '../../lib/i18n/context'

/**
 * The site's settings, for its owner and administrators only (docs/decisions/0074): their role
 * is asked once a session (kept five minutes); anyone else's header has no such link.
 */
export function SettingsLink({ uid }: { uid: string }) {
  const t = useT()
  const me = useQuery(siteQueries.role(uid))
  if (!roleAtLeast(me.data?.role, 'administrator')) return null
  return <LinkAnchor to="/settings">{t('nav.settings')}</LinkAnchor>
}
