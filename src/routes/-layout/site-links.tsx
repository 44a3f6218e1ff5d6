// The owner's links: their pages shown in the navigation (ADR 0075), then the header links they
// set (ADR 0076). The header's row has no room for them beside a signed-in person's links, nor
// for the search box once the site's title is more than a word: on a wide screen both have a
// bar of their own under the fixed header, which scrolls away with the page (ADR 0076). In the
// phone menu they sit among the other links.
import { Container, Group } from '@mantine/core'
import { Suspense, lazy } from 'react'
import { SiteLink } from '../../components/site-link'
import { useSiteSettings } from '../../entities/site/use-site'
import { LanguageChooser } from './language-chooser'
import { SearchBox } from './search-box'
import classes from './shell.module.css'
import { useT } from '../../lib/i18n/context'

// Their code and query come after the first load, which has no room for them (ADR 0018); the
// server draws them where there are any.
const NavigationPages = lazy(() =>
  import('../../entities/page/components/navigation-pages').then((m) => ({
    default: m.NavigationPages,
  })),
)

/** The owner's links, pages first, in the order they set. */
export function SiteLinks() {
  const { navigation } = useSiteSettings()
  return (
    <>
      <Suspense fallback={null}>
        <NavigationPages />
      </Suspense>
      {navigation.map((link, index) => (
        <SiteLink key={`${index}:${link.url}`} url={link.url}>
          {link.label}
        </SiteLink>
      ))}
    </>
  )
}

/**
 * The bar under the header, from the menu's breakpoint up: the owner's links, then search. With
 * more links than fit they scroll sideways rather than wrap; a link taking focus scrolls into
 * view. Without any, only the language chooser is in its landmark (shell.module.css).
 */
export function SiteBar() {
  const t = useT()
  return (
    <div className={classes.siteBar}>
      <Container size="md" h="100%">
        <Group h="100%" gap="lg" justify="flex-end" wrap="nowrap">
          {/* The language chooser is the site's navigation too: to this page in another language. */}
          <nav aria-label={t('siteBar.name')} className={classes.siteNav}>
            <div className={classes.siteLinks}>
              <SiteLinks />
            </div>
            <LanguageChooser id="bar-language" />
          </nav>
          <SearchBox id="header-search" />
        </Group>
      </Container>
    </div>
  )
}
