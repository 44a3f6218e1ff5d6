/**
 * The verified account `npm run dev:mock` seeds (seed.ts), for a developer to sign in and write.
 * Apart, with no imports, so the mock-mode e2e test can type it in too (tests/e2e-mock).
 */
export const DEMO_ACCOUNT = {
  email: 'demo@quill.test',
  password: 'demo-password',
  name: 'Dana Demo',
} as const
