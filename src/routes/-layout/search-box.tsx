// The header's search box (and the phone menu's): a plain form, tiny on the first load (no
// Mantine input, no zod). It works as an HTML form too, `GET /search?q=`; with the app running
// it navigates in place, so the query lives in the URL and back/forward walk through searches.
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { SearchIcon } from '../../components/icons'
import classes from './search-box.module.css'
import { useT } from '../../lib/i18n/context'

/**
 * `label` names the form's search landmark: the header's and the search page's are both on the
 * search page, and two landmarks of one role need two names (axe `landmark-unique`, issue 22).
 */
export function SearchBox({
  id,
  wide = false,
  label,
}: {
  id: string
  wide?: boolean
  label?: string
}) {
  const t = useT()
  const navigate = useNavigate()
  const current = useRouterState({
    select: (s) =>
      s.location.pathname === '/search'
        ? String((s.location.search as { q?: unknown }).q ?? '')
        : '',
  })
  return (
    <form
      role="search"
      aria-label={label ?? t('search.landmark')}
      action="/search"
      method="get"
      className={classes.form}
      data-wide={wide || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
        if (q) void navigate({ to: '/search', search: { q } })
      }}
    >
      <label htmlFor={id} className={classes.label}>
        {t('search.label')}
      </label>
      {/* Keyed by the URL's query, so back/forward show the query of the page they land on. */}
      <input
        key={current}
        id={id}
        name="q"
        type="search"
        placeholder={t('search.label')}
        defaultValue={current}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className={classes.input}
      />
      <button
        type="submit"
        className={classes.button}
        aria-label={t('search.submit')}
        title={t('search.submit')}
      >
        <SearchIcon size={18} />
      </button>
    </form>
  )
}
