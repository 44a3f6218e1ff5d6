// Where the log goes: standard output, written asynchronously (a slow reader of the log does not
// stall requests), through a buffer with a bound. pino's default buffer has none: with its reader
// behind, 20,000 requests with 8 kB URLs kept 172 MB of log lines in memory (issue 21, measured
// with a heap snapshot). Past the bound a line is dropped and counted; the count is logged once
// the log takes lines again.
import pino from 'pino'

/** The most log text waiting for its reader; ~4,000 access-log lines. */
export const LOG_BUFFER_MAX_BYTES = 4 * 1024 * 1024

/**
 * Lines are written in batches of this much (about 30 access-log lines) rather than one write
 * each: at 10,000 requests a second, one write per line cost the feed's kept answer a fifth of
 * its throughput (issue 23, ADR 0038).
 */
export const WRITE_AT_BYTES = 8 * 1024

/** A quiet server's last lines wait no longer than this for a batch to fill. */
export const FLUSH_EVERY_MS = 500

export interface LogDestination {
  stream: pino.DestinationStream
  /** How many lines were dropped since the last call. */
  takeDropped(): number
}

export function logDestination(fd = 1, maxBytes = LOG_BUFFER_MAX_BYTES): LogDestination {
  // pino.destination flushes what is left when the process exits (its on-exit hook).
  const stream = pino.destination({
    dest: fd,
    sync: false,
    maxLength: maxBytes,
    minLength: WRITE_AT_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  })
  let dropped = 0
  stream.on('drop', () => dropped++)
  return {
    stream,
    takeDropped: () => {
      const count = dropped
      dropped = 0
      return count
    },
  }
}
