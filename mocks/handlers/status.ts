// `GET /api/health` in the mock: every part working, as a local stack answers.
import { HttpResponse, http } from 'msw'
import type { Health } from '../../contract/health'
import { API } from './shared'

export const handlers = [
  http.get<never, never, Health>(`${API}/health`, () =>
    HttpResponse.json({
      status: 'ok',
      database: { ok: true, dialect: 'sqlite' },
      identity: { ok: true, mode: 'emulator' },
    }),
  ),
]
