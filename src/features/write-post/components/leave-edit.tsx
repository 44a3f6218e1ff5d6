// Leaving the edit screen with unsaved changes asks first: a link or Back (the router), closing
// the tab (the browser), and Cancel itself, since going back through the history is not
// something every history lets the router block.
import { useBlocker } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useT } from '../../../lib/i18n/context'
import { writePost } from '../write-post-words'

export function useLeaveEdit({ changed, onDone }: { changed: boolean; onDone: () => void }) {
  const t = useT(writePost)
  /** Set once the author has saved, or chosen to drop the changes: leaving is then not asked. */
  const doneRef = useRef(false)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const blocker = useBlocker({
    shouldBlockFn: () => changed && !doneRef.current,
    enableBeforeUnload: () => changed && !doneRef.current,
    withResolver: true,
  })
  const dialog = (
    <ConfirmDialog
      opened={blocker.status === 'blocked' || confirmingCancel}
      message={t('writePost.leaveEdit')}
      confirmLabel={t('writePost.leave')}
      cancelLabel={t('writePost.stay')}
      onConfirm={() => {
        if (blocker.status === 'blocked') return blocker.proceed()
        setConfirmingCancel(false)
        doneRef.current = true
        onDone()
      }}
      onCancel={() => {
        blocker.reset?.()
        setConfirmingCancel(false)
      }}
    />
  )
  return {
    doneRef,
    /** Cancel: asked first when something is unsaved. */
    cancel: () => (changed ? setConfirmingCancel(true) : onDone()),
    dialog,
  }
}
