// What a page's route checks before it asks (docs/decisions/0075), alone: the routes' loaders are
// on the first load, and the rest of contract/site-pages-facts.ts (the privacy page's words) not.

/** Lower-case words of a–z and 0–9 joined by single hyphens: no dot, so never a file's name. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The page the footer's Privacy link opens: it is edited, never moved, unpublished or deleted. */
export const PRIVACY_SLUG = 'privacy'
