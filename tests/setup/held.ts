// A request a test holds open: the handler awaits `opened`, the test calls `open()` when it wants
// the answer to go on, so it can look at the screen while the request is in flight.
import { type DefaultBodyType, type HttpResponseResolver, type PathParams, http } from 'msw'
import { server } from '../../mocks/node'

export function held() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

/**
 * Calls to `method` `path` wait, held, until the test calls `open()`; then `answer` answers them
 * (nothing: the next handler does, as if this one were not there).
 */
export function heldRoute<Params extends PathParams<keyof Params> = PathParams>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  answer: HttpResponseResolver<Params, DefaultBodyType> = () => undefined,
) {
  const gate = held()
  server.use(
    http[method]<Params>(path, async (info) => {
      await gate.opened
      return answer(info)
    }),
  )
  return gate
}
