import { Link } from '@tanstack/react-router'
import type { SearchResult, TextRun } from '../../../../contract/search'
import { CardFrame, CardImage } from '../../../entities/post/components/card-frame'
import { PostByline } from '../../../entities/post/components/post-byline'
import classes from '../../../entities/post/components/post-card.module.css'
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

/** A search result as a feed card: the title and a passage of the text, the hits marked. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  return (
    <CardFrame
      titleId={`result-title-${result._id}`}
      image={result.image ? <CardImage src={result.image} alt="" /> : null}
      title={
        <Link
          className={classes.titleLink}
          to={POST_PAGE}
          params={postParams(result._id, result.slug)}
        >
          <Runs runs={result.titleRuns} />
        </Link>
      }
    >
      <PostByline post={result} />
      <p className={classes.preview}>
        <Runs runs={result.snippet} />
      </p>
    </CardFrame>
  )
}
