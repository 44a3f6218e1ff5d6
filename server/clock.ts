// The server's clock for every stored timestamp. Strictly increasing within a process, so two
// records made in the same millisecond still sort newest first by time alone; across instances
// the id breaks ties.
let last = 0

export function now(): string {
  last = Math.max(Date.now(), last + 1)
  return new Date(last).toISOString()
}
