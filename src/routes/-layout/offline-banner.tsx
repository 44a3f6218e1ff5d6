import { Notice } from '../../components/notice'
import noticeClasses from '../../components/notice.module.css'
import { useIsOnline } from '../../lib/connection'
import { useSiteSettings } from '../../entities/site/use-site'
import { useT } from '../../lib/i18n/context'

/** Shown while the browser is offline; what is on screen stays readable, and lists catch up. */
export function OfflineBanner() {
  const online = useIsOnline()
  const site = useSiteSettings()
  const t = useT()
  if (online) return null
  return (
    <Notice
      color="yellow"
      role="status"
      title={t('offline.title')}
      className={noticeClasses.spaced}
    >
      {t('offline.body', { site: site.title })}
    </Notice>
  )
}
