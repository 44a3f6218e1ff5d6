// The owner's cover image at the top of the home page (docs/decisions/0076), as Ghost's themes
// show a publication's: a wide band, the picture cropped to it rather than stretched. It says
// nothing the header's title does not, so it is decorative (empty alt). The page's first image:
// asked for before the page's scripts (server/inline-assets.ts hoists its preload).
import { siteImagePath } from '../../../../contract/site-images'
import { responsiveImage } from '../../../lib/images/responsive'
import { useSiteSettings } from '../use-site'
import classes from './site-cover.module.css'

export function SiteCover() {
  const { cover } = useSiteSettings()
  if (!cover) return null
  return (
    <img
      {...responsiveImage(siteImagePath(cover))}
      // The feed's column (46rem) at most.
      sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"
      alt=""
      fetchPriority="high"
      className={classes.cover}
    />
  )
}
