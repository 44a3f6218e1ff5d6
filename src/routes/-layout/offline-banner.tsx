import { Notice } from '../../components/notice'
import noticeClasses from '../../components/notice.module.css'
import { useIsOnline } from '../../lib/connection'
import { useSiteSettings } from '../../entities/site/use-site'

/** Shown while the browser is offline; what is on screen stays readable, and lists catch up. */
export function OfflineBanner() {
  const online = useIsOnline()
  const site = useSiteSettings()
  if (online) return null
  return (
    <Notice color="yellow" role="status" title="You are offline" className={noticeClasses.spaced}>
      What is on screen stays readable; {site.title} catches up as soon as you are back online.
    </Notice>
  )
}
