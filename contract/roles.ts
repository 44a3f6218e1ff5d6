// The staff roles and their ranks (docs/decisions/0074), alone: the header's Settings link needs
// them on the first load, and none of the rest of contract/site-facts.ts.
/**
 * The staff roles, Ghost's five, highest first. `author` is also what every verified person is
 * without a role, while the site lets everyone publish (the spec's default).
 */
export const ROLES = ['owner', 'administrator', 'editor', 'author', 'contributor'] as const
export type Role = (typeof ROLES)[number]

/** Whether `role` is `least` or above it. */
export const roleAtLeast = (role: Role | null | undefined, least: Role): boolean =>
  role !== null && role !== undefined && ROLES.indexOf(role) <= ROLES.indexOf(least)
