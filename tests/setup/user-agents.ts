// The User-Agent headers the statistics tests visit with (server/stats/stats.api.test.ts, and
// tests/e2e/stats.spec.ts through a real browser): what counts as a reader, and a crawler that
// does not (server/stats/sources.ts tells them apart).

/** Three browsers a reader might use. */
export const BROWSERS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
]

/** A crawler: never counted. */
export const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/140.0 Safari/537.36'
