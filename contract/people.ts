import * as z from 'zod/mini'
import { writtenText } from './common'

// People to mention (ADR 0057): everyone with a handle whose handle or name starts with what is
// typed after `@`, not only those already in the conversation.

/** The most people one answer names. */
export const PEOPLE_MAX = 8
export const PEOPLE_QUERY_MAX = 30

export const peopleMessages = {
  empty: 'Type the start of a handle or a name',
  tooLong: `Type at most ${PEOPLE_QUERY_MAX} characters`,
} as const

/** `GET /people?q=`: what has been typed after `@`. */
export const PeopleQuerySchema = z.object({
  q: writtenText(PEOPLE_QUERY_MAX, peopleMessages.empty, peopleMessages.tooLong).check(
    z.meta({ pattern: '\\S' }),
  ),
})
export type PeopleQuery = z.infer<typeof PeopleQuerySchema>

/** A person who can be mentioned: by their handle, shown with their name and photo. */
export const PersonSchema = z.object({
  uid: z.string(),
  handle: z.string(),
  displayName: z.string(),
  /** '' when they have none (initials are drawn). */
  photoURL: z.string(),
})
export type Person = z.infer<typeof PersonSchema>

/** Handles that start with the query first, then names with a word that does; by handle. */
export const PeopleAnswerSchema = z.array(PersonSchema)
