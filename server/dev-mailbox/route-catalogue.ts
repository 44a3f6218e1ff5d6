// The emulator's mailbox: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, asCaller, everyone } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'GET /api/dev/oob-codes': {
    // Emulator mode only, and only from this machine (inject's address is loopback).
    request: asCaller('GET', '/api/dev/oob-codes'),
    expect: everyone(200),
  },
  'GET /api/dev/mail': {
    // Emulator mode without SMTP_URL only, and only from this machine.
    request: asCaller('GET', '/api/dev/mail'),
    expect: everyone(200),
  },
}
