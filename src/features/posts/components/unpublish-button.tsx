import { Button } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import type { SessionUser } from '../../../lib/auth/session'
import { useT } from '../../../lib/i18n/context'
import writersDesk from '../../../locales/en/writers-desk.messages.json'
import { useDeskRights } from '../use-desk-rights'
import { useUnpublishFromPage } from '../use-page-status'

/**
 * Unpublish on the author's own published post's page (ADR 0078): asks as Manage posts does,
 * then the page is the draft's at once (its banner, no likes or comments), and a toast says so.
 * A contributor, who may not change a published post (ADR 0074), does not see it.
 */
export function UnpublishButton({
  postId,
  titleId,
  user,
}: {
  postId: string
  titleId: string
  user: SessionUser
}) {
  const t = useT(writersDesk)
  const { known, right } = useDeskRights(user.uid)
  const [confirming, setConfirming] = useState(false)
  const unpublish = useUnpublishFromPage(postId)
  if (!known || right !== 'publish') return null
  return (
    <>
      <Button
        variant="subtle"
        aria-describedby={titleId}
        loading={unpublish.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('writersDesk.unpublish')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        message={t('writersDesk.unpublishQuestion')}
        confirmLabel={t('writersDesk.unpublish')}
        onConfirm={() => {
          setConfirming(false)
          unpublish.mutate()
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
