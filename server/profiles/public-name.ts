// A name shown to the public is never an email address (docs/decisions/0024). Before issue 14 a
// user without a display name was named by their email, and rows from then still say so.

const EMAIL = /^([^@\s]+)@[^@\s]+$/

/** The name, or for an email address its part before the '@'. */
export function publicName(name: string): string {
  const match = EMAIL.exec(name.trim())
  return match?.[1] ?? name
}
