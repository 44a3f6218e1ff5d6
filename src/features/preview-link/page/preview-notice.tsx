// What a preview says above the post (ADR 0079): that it is one, and not published yet.
import { Notice } from '../../../components/notice'
import { useT } from '../../../lib/i18n/context'
import previewPage from '../../../locales/en/preview-page.messages.json'

export function PreviewNotice() {
  const t = useT(previewPage)
  return (
    <Notice color="yellow" role="status" title={t('previewPage.noticeTitle')}>
      {t('previewPage.noticeBody')}
    </Notice>
  )
}
