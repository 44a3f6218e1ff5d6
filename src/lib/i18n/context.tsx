// The render root's translator to its components, without @lingui/react (docs/decisions/0077):
// a change of language re-renders whoever translates.
import { type ReactNode, createContext, use, useMemo, useSyncExternalStore } from 'react'
import type { Language } from '../../../contract/languages'
import type { I18n, MessageId, MessageValues } from './i18n'

export type Translate = (id: MessageId, values?: MessageValues) => string

const I18nContext = createContext<{ language: Language; t: Translate } | null>(null)

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  // A new value for each language, so that the components translating draw again.
  const value = useMemo(
    () => ({
      language,
      // The one call that passes an id on: every other names its message (eslint.config.js).
      // eslint-disable-next-line no-restricted-syntax
      t: ((id, values) => i18n._(id, values)) satisfies Translate,
    }),
    [i18n, language],
  )
  return <I18nContext value={value}>{children}</I18nContext>
}

/** `t('nav.home')`, `t('header.menuUnread', { count, more })`, in the render root's language. */
export function useT(): Translate {
  const context = use(I18nContext)
  if (!context) throw new Error('useT() needs an <I18nProvider> above it')
  return context.t
}

/** The render root's language: the chooser's current choice, a page's `lang`. */
export function useLanguage(): Language {
  const context = use(I18nContext)
  if (!context) throw new Error('useLanguage() needs an <I18nProvider> above it')
  return context.language
}
