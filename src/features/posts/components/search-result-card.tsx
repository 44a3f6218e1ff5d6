import { Link } from '@tanstack/react-router'
import type { SearchResult, TextRun } from '../../../../contract/search'
import { responsiveImage } from '../../../lib/images/responsive'
import { PostByline } from './post-byline'
import classes from './post-card.module.css'
import searchClasses from './search-result-card.module.css'
import { POST_PAGE, postParams } from '../../../lib/post-link'

/** Runs of text, the hits in <mark>: drawn as text, never as markup (contract/search.ts). */
function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, i) =>
    run.hit ? (
      <mark key={i} className={searchClasses.hit}>
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  )
}

const CARD_IMAGE_SIZES = '(min-width: 36em) 12rem, calc(100vw - 4rem)'

/** A search result as a feed card: the title and a passage of the text, the hits marked. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const titleId = `result-title-${result._id}`
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      {result.image ? (
        <img
          className={classes.image}
          {...responsiveImage(result.image)}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={classes.text}>
        <h2 className={classes.title} id={titleId}>
          <Link
            className={classes.titleLink}
            to={POST_PAGE}
            params={postParams(result._id, result.slug)}
          >
            <Runs runs={result.titleRuns} />
          </Link>
        </h2>
        <PostByline post={result} />
        <p className={classes.preview}>
          <Runs runs={result.snippet} />
        </p>
      </div>
    </article>
  )
}
