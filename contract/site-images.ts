// The site's own images (docs/decisions/0076): its logo, its icon and its cover, each an image
// of the built-in host, kept in the settings by its stored name ('' for none, the default). The
// icon's sizes are made from it by the server at stable addresses that name the image, so a new
// icon is a new address and any cache may keep each for ever.
import { parseHostedImageName } from './image-names'

export type SiteImageField = 'logo' | 'icon' | 'cover'

/** A stored image's name, or '' for none. A variant's name is not an image of its own. */
export const isSiteImage = (value: string) => {
  if (value === '') return true
  const parsed = parseHostedImageName(value)
  return parsed !== undefined && parsed.variant === undefined
}

export const siteImageMessage = 'Upload the image here: it must be one of this site’s images'

/** The icon's files: the favicon, the apple-touch icon and the manifest's icons. */
export const ICON_SIZES = {
  favicon: 32,
  apple: 180,
  small: 192,
  large: 512,
} as const
export const ICON_VARIANTS = ['32', '180', '192', '512', 'maskable-512'] as const
export type IconVariant = (typeof ICON_VARIANTS)[number]

/** `/site-icons/<image's stem>-<variant>.png`: changes with the icon. */
export const iconPath = (icon: string, variant: IconVariant) =>
  `/site-icons/${icon.replace(/\.webp$/, '')}-${variant}.png`

/** A stored image's address on this site. */
export const siteImagePath = (name: string) => `/images/${name}`
