import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { type Plugin, defineConfig } from 'vite'
import { injectClientConfig } from './server/client-config'
import { loadConfig } from './server/config'

const API = `http://127.0.0.1:${process.env.PORT ?? 3000}`

/**
 * Writes a .br and a .gz beside every compressible file of the build, so the server sends
 * compressed assets without compressing per request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'quill-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) =>
            entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
          )
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue
        const source = fs.readFileSync(file)
        if (source.length < 1024) continue
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }))
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        )
      }
    },
  }
}

/** In `npm run dev`, index.html gets the same client settings the server writes in production. */
function clientConfigInDev(): Plugin {
  return {
    name: 'quill-client-config',
    apply: 'serve',
    transformIndexHtml: (html) => injectClientConfig(html, loadConfig(process.env).client),
  }
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    precompress(),
    clientConfigInDev(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': API, '/images': API },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
})
