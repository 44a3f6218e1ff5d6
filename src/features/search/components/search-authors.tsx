import { Link } from '@tanstack/react-router'
import type { AuthorMatch } from '../../../../contract/search'
import { UserAvatar } from '../../../components/user-avatar'
import classes from './search-authors.module.css'

import { useT } from '../../../lib/i18n/context'
import search from '../../../locales/en/search-results.messages.json'

/** Authors whose name matched (issue 22): a row each, their page one tap away. */
export function SearchAuthors({ authors }: { authors: AuthorMatch[] }) {
  const t = useT(search)
  if (authors.length === 0) return null
  return (
    <section className={classes.section} aria-labelledby="search-authors-heading">
      <h2 className={classes.heading} id="search-authors-heading">
        {t('searchResults.authors')}
      </h2>
      <ul className={classes.list}>
        {authors.map((author) => (
          <li key={author.authorId}>
            <Link
              className={classes.author}
              to="/author/$authorId"
              params={{ authorId: author.authorId }}
            >
              <UserAvatar name={author.displayName} photoURL={author.photoURL} size={36} />
              <span className={classes.name}>{author.displayName}</span>
              <span className={classes.count}>
                {t('searchResults.postCount', { count: author.postCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
