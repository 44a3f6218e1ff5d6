import { expect, test } from 'vitest'
import { readyBlock } from './ready-block'

test('a newcomer reads the address, the demo sign-in and where mail goes, in one block', () => {
  expect(
    readyBlock({
      url: 'http://localhost:3000',
      demo: { emails: ['ada@quill.test', 'grace@quill.test'], password: 'quill-demo' },
      mail: 'dev-mailbox',
      emulator: '127.0.0.1:9099',
      development: true,
    }),
  ).toBe(
    [
      'Quill is ready at http://localhost:3000',
      '  Sign in as   ada@quill.test, grace@quill.test',
      '  Password     quill-demo',
      '  Mail         http://localhost:3000/dev-mailbox (nothing leaves this machine)',
      '  Sign-in      the Firebase Auth emulator at 127.0.0.1:9099',
      '  Stop         Ctrl+C   ·   a line per request: LOG_LEVEL=debug npm start',
    ].join('\n'),
  )
})

test('in production it names no demo and no mailbox', () => {
  const block = readyBlock({ url: 'https://blog.example', mail: 'smtp' })
  expect(block).toContain('Quill is ready at https://blog.example')
  expect(block).not.toMatch(/Sign in as|dev-mailbox|emulator|LOG_LEVEL/)
})
