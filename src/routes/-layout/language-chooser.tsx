// The Language chooser (docs/decisions/0077): in the bar under the header, the phone menu and the
// footer. A plain form the server answers (GET /language: a cookie, then back to this page, which
// the browser names in Referer, drawn in the language), so it works before the app has taken a drawn page over, and without it; and
// no code of its own on the first load. A button sends it, not the select's change: a keyboard's
// arrows walk the list without leaving the page at each step (WCAG 3.2.2). Each language is named
// in itself; the label keeps the English word beside the translation, for a reader who landed in
// a language they do not read.
import { LANGUAGES } from '../../../contract/languages'
import { useLanguage, useT } from '../../lib/i18n/context'
import classes from './language-chooser.module.css'

export function LanguageChooser({ id, showLabel = false }: { id: string; showLabel?: boolean }) {
  const t = useT()
  const language = useLanguage()
  return (
    <form method="get" action="/language" className={classes.chooser}>
      <label htmlFor={id} className={showLabel ? classes.label : classes.hiddenLabel}>
        {t('language.label')}
      </label>
      <div className={classes.row}>
        <select id={id} name="set" defaultValue={language} className={classes.select}>
          {Object.entries(LANGUAGES).map(([code, { name }]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
        <button type="submit" className={classes.button}>
          {t('language.change')}
        </button>
      </div>
    </form>
  )
}
