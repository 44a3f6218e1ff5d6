// The Language chooser (docs/decisions/0077): in the bar under the header, the phone menu and the
// footer. A choice is a cookie the server reads, so the next page (this one, reloaded at once) is
// drawn in it, and every later visit too. A plain <select>: on the first load, keyboard- and
// screen-reader-ready as it is, each language named in itself. Its label keeps the English
// word beside the translation, for a reader who landed in a language they do not read.
import { LANGUAGES, type Language } from '../../../contract/languages'
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../../../contract/language-choice'
import { useLanguage, useT } from '../../lib/i18n/context'
import classes from './language-chooser.module.css'

/** Keeps the choice for a year and draws the page again in it. */
export function chooseLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`
  window.location.reload()
}

export function LanguageChooser({ id, showLabel = false }: { id: string; showLabel?: boolean }) {
  const t = useT()
  const language = useLanguage()
  return (
    <div className={classes.chooser}>
      <label htmlFor={id} className={showLabel ? classes.label : classes.hiddenLabel}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        className={classes.select}
        onChange={(event) => chooseLanguage(event.currentTarget.value as Language)}
      >
        {Object.entries(LANGUAGES).map(([code, { name }]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}
