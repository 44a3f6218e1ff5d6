// The web app manifest, made from the site's settings (docs/decisions/0074, 0076): what a phone
// names the installed app and how it colours it (the accent colour). The icons are the ones in
// public/icons/ until the site has its own.
import type { SiteSettings } from '../../contract/site'
import { iconPath } from '../../contract/site-images'

/** The home screen shows about 12 characters under an icon. */
const SHORT_NAME_MAX = 12

export function webManifest(settings: SiteSettings) {
  const name = settings.title
  return {
    id: '/',
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : `${name.slice(0, SHORT_NAME_MAX - 1)}…`,
    description: settings.description || name,
    lang: settings.language,
    dir: settings.language === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: settings.accentColor,
    icons: settings.icon ? ownIcons(settings.icon) : DEFAULT_ICONS,
  }
}

const DEFAULT_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** The site's own icon at the manifest's sizes (ADR 0076). */
const ownIcons = (icon: string) => [
  { src: iconPath(icon, '192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: iconPath(icon, '512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: iconPath(icon, 'maskable-512'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]
