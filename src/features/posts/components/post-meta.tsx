import { Link } from '@tanstack/react-router'
import type { Post } from '../../../../contract/posts'
import classes from './post-meta.module.css'

/** "N min read" and the post's tags, each a link to its feed; on cards and the post page. */
export function PostMeta({ post }: { post: Pick<Post, 'readingMinutes' | 'tags'> }) {
  return (
    <div className={classes.meta}>
      <span>{post.readingMinutes} min read</span>
      {post.tags.length > 0 ? (
        <ul className={classes.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link className={classes.tag} to="/tag/$tag" params={{ tag }}>
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
