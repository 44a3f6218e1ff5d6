/** The `?token=` of a mail's link, as the pages it opens read it (a missing one is ''). */
export const tokenSearch = (search: Record<string, unknown>) => ({
  token: typeof search.token === 'string' ? search.token : '',
})
