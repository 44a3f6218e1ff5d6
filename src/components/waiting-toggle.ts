// What a toggle (the heart, the bookmark, Follow) says while its change, made offline, waits to
// be sent (docs/decisions/0040): to a screen reader in its name, to a pointer in its title.
import { useT } from '../lib/i18n/context'
import waitingToggle from '../locales/en/waiting-toggle.messages.json'

/**
 * The words in the reader's language (docs/decisions/0077): `name('Like')` is the toggle's whole
 * name while it waits ("Like, waiting to send"), `title` its title.
 */
export function useWaitingWords() {
  const t = useT(waitingToggle)
  return {
    name: (name: string) => t('waitingToggle.name', { name }),
    title: t('waitingToggle.title'),
  }
}
