// zod compiles fast parsers with `new Function` when it may; probing whether it may trips the
// Content-Security-Policy (no 'unsafe-eval') on every page. Jitless, it never probes. The probe
// runs when the first object schema is made, so src/main.tsx imports this module first.
import { z } from 'zod'

z.config({ jitless: true })
