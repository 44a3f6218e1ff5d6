import { publicCacheControl } from '../../server/cache-policy'

/** What anyone's answer says to caches with the default SHARED_CACHE_SECONDS (5). */
export const PUBLIC_CACHE_CONTROL = publicCacheControl(5)
