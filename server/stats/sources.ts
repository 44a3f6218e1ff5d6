// Who is counted and where they came from (issue 28). Crawlers that run the page's script
// (most do not, and so never send a beacon) are known by their user agent. A referrer is kept
// as its domain only; this site itself, or none, is no referrer.

const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|pagespeed|ptst\/|preview|scrapy|python-requests|curl\/|wget|httpclient|go-http-client|node-fetch|axios\//i

export const isBot = (userAgent: string): boolean => userAgent === '' || BOTS.test(userAgent)

/** The referring domain (`news.example`, without `www.`), or null when none or one of ours. */
export function referrerDomain(referrer: string | undefined, ownHosts: readonly string[]) {
  if (!referrer) return null
  let host: string
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    host = url.hostname.toLowerCase()
  } catch {
    return null
  }
  if (ownHosts.includes(host)) return null
  return host.replace(/^www\./, '').slice(0, 253) || null
}
