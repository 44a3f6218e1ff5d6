import { Link } from '@tanstack/react-router'
import type { Post } from '../../../../contract/posts'
import classes from './post-meta.module.css'
import { useT } from '../../../lib/i18n/context'
import posts from '../../../locales/en/posts.messages.json'

/** "N min read" and the post's tags, each a link to its feed; on cards and the post page. */
export function PostMeta({ post }: { post: Pick<Post, 'readingMinutes' | 'tags'> }) {
  const t = useT(posts)
  return (
    <div className={classes.meta}>
      <span>{t('posts.minutesRead', { count: post.readingMinutes })}</span>
      {post.tags.length > 0 ? (
        <ul className={classes.tags} aria-label={t('posts.tags')}>
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
