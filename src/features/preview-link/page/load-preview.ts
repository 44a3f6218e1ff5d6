// What the preview page loads (ADR 0079): the post its token opens, or null for a link that is
// stopped, published or deleted (the page says so itself: a route's own not-found component
// would be one more entry in the first load's route tree). Fetched afresh on every visit.
import type { QueryClient } from '@tanstack/react-query'
import type { PreviewedPost } from '../../../../contract/preview-links'
import { isApiError } from '../../../lib/api-error'
import { previewPageQueries } from './queries'

export async function loadPreview(
  queryClient: QueryClient,
  token: string,
): Promise<PreviewedPost | null> {
  try {
    return await queryClient.query(previewPageQueries.read(token))
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
}
