// The render root's translator to its components, without @lingui/react (docs/decisions/0077):
// a change of language re-renders whoever translates.
import { type ReactNode, createContext, use, useMemo, useSyncExternalStore } from 'react'
import type { Language } from '../../../contract/languages'
import type { Area, I18n, MessageId, MessageValues } from './i18n'

/** A translator of the ids `Id`: a mistyped or another area's id does not compile. */
export type Translate<Id extends string = MessageId> = (id: Id, values?: MessageValues) => string

const I18nContext = createContext<{ language: Language; i18n: I18n } | null>(null)

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  // A new value for each language, so that the components translating draw again.
  const value = useMemo(() => ({ language, i18n }), [i18n, language])
  return <I18nContext value={value}>{children}</I18nContext>
}

/**
 * `t('nav.home')`, `t('header.menuUnread', { count, more })`, in the render root's language: the
 * shell's messages, or with `area` (an area's English catalog, imported where it is spoken, so it
 * travels in that code's chunk) that area's: `useT(comments)` then `t('comments.add')`.
 */
export function useT(): Translate
export function useT<A extends Area>(area: A): Translate<keyof A & string>
export function useT(area?: Area): Translate<string> {
  const context = use(I18nContext)
  if (!context) throw new Error('useT() needs an <I18nProvider> above it')
  const { i18n, language } = context
  // A new function for each language, so that memoised components translating draw again.
  // `language` is in the list so that each language gets a new function, and memoised components
  // translating draw again.
  return useMemo(() => {
    // The one call that passes an id on: every other names its message (eslint.config.js).
    // eslint-disable-next-line no-restricted-syntax
    const t: Translate<string> = (id, values) => i18n._(id, values, area)
    return t
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language (above)
  }, [i18n, language, area])
}

/** The render root's language: the chooser's current choice, a page's `lang`. */
export function useLanguage(): Language {
  const context = use(I18nContext)
  if (!context) throw new Error('useLanguage() needs an <I18nProvider> above it')
  return context.language
}
