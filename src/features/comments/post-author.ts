// The post's author, for the comments under it: mention suggestions offer them first (ADR 0057)
// even before they have said a word in the thread. Given by the post's page.
import { createContext } from 'react'

export interface PostAuthor {
  handle: string
  name: string
}

export const PostAuthorContext = createContext<PostAuthor | null>(null)
