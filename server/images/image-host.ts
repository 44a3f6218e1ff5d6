// Which image URLs a post may carry: only the configured image host's. Every reader's browser
// fetches a post's image, so an image from anywhere else would let its host track the readers.
import type { Config } from '../config'
import { imageUrl } from './storage'

export interface ImageHostRule {
  /** Whether a post may show this image. */
  allows(url: string): boolean
  /** What a refused URL is told, naming where images may come from. */
  message: string
}

export function imageHostRule(config: Pick<Config, 'publicUrl' | 'imageHostUrl'>): ImageHostRule {
  // The built-in host's files (always: its URLs stay same-origin), and the external host's origin.
  const builtIn = imageUrl(config.publicUrl, '')
  const builtInUrl = new URL(builtIn)
  const external = config.imageHostUrl ? new URL(config.imageHostUrl).origin : undefined
  const named = external ? `${builtIn} or ${external}` : builtIn

  return {
    allows(text) {
      let url: URL
      try {
        url = new URL(text)
      } catch {
        return false
      }
      if (url.username || url.password) return false
      // The parsed URL is what a browser fetches: `..` and `%2e%2e` segments are resolved.
      if (
        text.startsWith(builtIn) &&
        url.origin === builtInUrl.origin &&
        url.pathname.startsWith(builtInUrl.pathname)
      ) {
        return true
      }
      return external !== undefined && url.origin === external
    },
    message: `Image must be a URL of the image host (${named})`,
  }
}
