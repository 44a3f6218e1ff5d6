// The root's not-found screen (an address no route matches). On the first load, as the route
// tree is: a lazy one would move the not-found page into the chunk every lazy screen shares
// (reading-shared), which has less room left than the first load (ADR 0018's budgets).
import { NotFoundPage } from '../components/not-found-page'
import { useT } from '../lib/i18n/context'
import components from '../locales/en/components.messages.json'
import pageTitles from '../locales/en/page-titles.messages.json'

export default function RootNotFound() {
  const t = useT(components)
  const title = useT(pageTitles)
  return (
    <NotFoundPage title={title('pageTitles.pageNotFound')}>
      {t('components.noPageHere')}
    </NotFoundPage>
  )
}
