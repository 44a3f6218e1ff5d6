// A real reverse proxy for the shared-cache test: Debian's nginx (`apt-get install nginx`, as
// .ci/run does), started on a free loopback port in front of the given upstreams, with a cache
// configured the way docs/scaling.md tells a deployment to: it honours the app's Cache-Control
// (s-maxage, stale-while-revalidate), never keeps or serves an answer to a request carrying
// credentials, and says what it did in `X-Cache-Status`.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../server/dev/emulator'

export interface Proxy {
  url: string
  close(): Promise<void>
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))

export function nginxConfig(port: number, upstreams: string[], dir: string): string {
  return `
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=quill:10m max_size=100m inactive=10m;
  upstream quill { ${upstreams.map((u) => `server ${u};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://quill;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache quill;
      proxy_cache_key $scheme$http_host$request_uri;
      # Signed-in requests are neither served from the cache nor stored in it.
      proxy_cache_bypass $http_authorization $http_email;
      proxy_no_cache $http_authorization $http_email;
      proxy_cache_revalidate on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`
}

export async function startNginx(upstreams: string[]): Promise<Proxy> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-nginx-'))
  // Its workers may run as another user (when started as root): let them write here.
  fs.chmodSync(dir, 0o777)
  const port = await freePort()
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(port, upstreams, dir))
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`)
    const up = await fetch(`${url}/api/health`)
      .then(() => true)
      .catch(() => false)
    if (up) break
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGQUIT')
      }),
  }
}
