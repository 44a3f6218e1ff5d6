// A request a test holds open: the handler awaits `opened`, the test calls `open()` when it wants
// the answer to go on, so it can look at the screen while the request is in flight.
export function held() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}
