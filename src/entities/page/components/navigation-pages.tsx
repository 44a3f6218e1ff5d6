import { useQuery } from '@tanstack/react-query'
import { LinkAnchor } from '../../../components/link-anchor'
import { pageQueries } from '../queries'

/**
 * The header's links to the pages the owner shows in the navigation (docs/decisions/0075), in
 * their order: nothing while they load or when there are none, so the row never waits on them.
 */
export function NavigationPages() {
  const { data: pages = [] } = useQuery(pageQueries.navigation())
  return pages.map((page) => (
    <LinkAnchor key={page.slug} to="/$pageSlug" params={{ pageSlug: page.slug }}>
      {page.title}
    </LinkAnchor>
  ))
}
