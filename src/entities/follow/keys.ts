// The root of the follows' query keys, apart from their factory (queries.ts): the session's
// refetch (../viewer-data.ts) names it on the first load, which carries neither the factory nor
// its fetchers (ADR 0018's budget). Only the factory builds keys under it.
export const FOLLOWS_ROOT = ['follows'] as const
