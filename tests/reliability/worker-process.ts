// A worker as a process of its own, for the tests that `kill -9` one mid-way
// (jobs-across-instances.test.ts, mail-exactly-once.test.ts): started with tsx, ready when it
// prints `ready`.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export async function startWorker(
  script: string,
  env: NodeJS.ProcessEnv,
  instance: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...env, INSTANCE: instance },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('ready')) resolve()
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', () => reject(new Error(`worker ${instance} exited: ${output}`)))
  })
  return child
}

export function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}
