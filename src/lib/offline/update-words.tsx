// The new-version toast's words (service-worker.ts), drawn inside the Toaster, which is inside the
// render root's translator: the toast is asked for outside React, its words are read in it, in
// the reader's language (docs/decisions/0077). Their chunk is the worker's, off the first load.
import { useT } from '../i18n/context'
import appUpdate from '../../locales/en/app-update.messages.json'

export function UpdateReady() {
  const t = useT(appUpdate)
  return t('appUpdate.ready')
}

export function UpdateReload() {
  const t = useT(appUpdate)
  return t('appUpdate.reload')
}
