// `npm start`: builds the client and its server render when their sources changed since the
// last build, saying only what is happening (warnings and errors still show), then runs the
// server in this process (server/server.ts), whose own signal handling stops it.
import { buildClient } from './build'

buildClient({ quiet: true, onlyIfChanged: true })

await import('../server/server')
