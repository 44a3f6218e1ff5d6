import { HTTPError } from 'ky'

/** Whether a failed call was answered with this HTTP status (ky throws HTTPError for non-2xx). */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof HTTPError && error.response.status === status
}
