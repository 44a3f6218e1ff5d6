// The entry of `npm run dev:mock` (docs/decisions/0013), served in place of src/main.tsx: the app,
// unchanged, against the msw handlers of mocks/ with demo content, with no server and no Auth
// emulator. It sits outside src/ and mocks/ because it is the one place that knows both.
import { startWorker } from '../mocks/browser'
import { seedDemo } from '../mocks/seed'

seedDemo()
// The app is imported only once the worker controls the page: its very first requests (Firebase
// restoring a session, the first loader) must already be answered by the handlers.
await startWorker()
await import('../src/main')
