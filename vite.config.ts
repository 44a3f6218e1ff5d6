import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { type Plugin, defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { firstScreensChunks } from './scripts/first-screens-chunks'
import { messageCatalogs } from './scripts/message-catalogs'
import { pagePaths } from './scripts/page-paths'
import { injectClientConfig } from './server/client-config'
import { loadConfig } from './server/config'

const API = `http://127.0.0.1:${process.env.PORT ?? 3000}`
const firstScreens = firstScreensChunks(path.resolve(import.meta.dirname, 'src/main.tsx'))

/**
 * The Mantine components the shell, the feed's and a post's skeletons and the loaders draw: their
 * code joins the first load's one chunk (below), their stylesheets are in src/mantine.css.
 */
const FIRST_SCREEN_COMPONENTS = [
  'Transition',
  'UnstyledButton',
  'Loader',
  'Button',
  'ActionIcon',
  'Text',
  'Anchor',
  'Center',
  'Group',
  'Stack',
  'Container',
  'Title',
  'Burger',
  'Indicator',
  'Badge',
  'Skeleton',
  'VisuallyHidden',
]

/**
 * Writes a .br and a .gz beside every compressible file of the build, so the server sends
 * compressed assets without compressing per request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'quill-precompress',
    // The server render (dist-ssr/) is read from disk by the server, never sent.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
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

/**
 * In `npm run dev`, index.html gets the same client settings the server writes in production.
 * Not in mock mode: there the embedded defaults apply, which are what the msw handlers answer.
 */
function clientConfigInDev(): Plugin {
  return {
    name: 'quill-client-config',
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'mock',
    transformIndexHtml: (html) => injectClientConfig(html, loadConfig(process.env).client),
  }
}

/**
 * `npm run dev:mock` (docs/decisions/0013): the page starts at dev-mock/main.ts, which starts
 * msw's service worker on the handlers of mocks/ and then the app. The worker script comes from
 * the installed msw, so it always matches the library and is never copied into dist/.
 */
function mockApi(): Plugin {
  const entry = '/src/main.tsx'
  return {
    name: 'quill-mock-api',
    apply: (_config, { command, mode }) => command === 'serve' && mode === 'mock',
    config: () => ({
      // Vite's scan reads index.html as it is on disk, so it would meet msw only on the first
      // page load and reload the page; and a cache of its own keeps `npm run dev`'s intact.
      optimizeDeps: { entries: ['index.html', 'dev-mock/main.ts'] },
      cacheDir: 'node_modules/.vite-mock',
    }),
    configureServer(server) {
      const workerScript = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(fs.readFileSync(workerScript))
      })
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(`src="${entry}"`)) throw new Error(`index.html does not load ${entry}`)
        return html.replace(`src="${entry}"`, 'src="/dev-mock/main.ts"')
      },
    },
  }
}

const DAY = 24 * 60 * 60

/**
 * The service worker (docs/decisions/0040). generateSW, not injectManifest: every rule is one
 * of Workbox's strategies, so the worker is configuration, not code of ours to test and keep.
 * It precaches the build (the shell's and every route's code, styles and icons) and the app's
 * empty page (`/app-shell`, which the server makes from index.html with the client settings),
 * which it answers for every page offline: the app draws a page read before from the kept query
 * cache, and says so of one never read. It keeps the images read. It never keeps /api: the answers
 * are kept per person by the query cache's persister, which sign-out wipes.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    // A new build waits until the reader says Reload (src/lib/offline/service-worker.ts).
    registerType: 'prompt',
    // The app registers it after taking the page over; nothing is added to index.html.
    injectRegister: false,
    // The server makes /manifest.webmanifest from the site's settings (server/site/manifest.ts).
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
      // index.html is a template the server fills; the page it serves is /app-shell.
      globIgnores: ['index.html', '**/*.map'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      sourcemap: false,
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once, so what it loads is kept already; a later
      // one only after the reader's Reload (it waits until then: registerType 'prompt').
      clientsClaim: true,
      navigateFallback: null,
      // The empty page changes with every build: its revision is the build's.
      manifestTransforms: [
        (entries) => ({
          manifest: [
            ...entries,
            {
              url: '/app-shell',
              revision: createHash('sha256')
                .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).join('\n'))
                .digest('hex')
                .slice(0, 16),
              size: 0,
            },
          ],
          warnings: [],
        }),
      ],
      runtimeCaching: [
        {
          // Pages: always the server's when it answers. Offline, the app's empty
          // page, which draws the page from the query cache kept per person: one copy of what was
          // read, with the writes still waiting in it, rather than a stale drawing of the page
          // beside it whose data would win over them.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/app-shell' } },
        },
        {
          // Chunks of an older build a tab still runs: kept after the precache drops them.
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'quill-assets',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Post and profile images: their URLs name their content, so a kept one is right.
          urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'quill-images',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  })
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader comes in one chunk with its screen, not in the route tree: what a
      // screen fetches arrives with its route, off the first load (docs/decisions/0066).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      quoteStyle: 'single',
      // Tests sit beside their routes; they are not routes (and the plugin warned of each).
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    pagePaths(),
    messageCatalogs(),
    react(),
    precompress(),
    clientConfigInDev(),
    mockApi(),
    serviceWorker(),
  ],
  // The server render (`vite build --ssr src/entry-server.tsx`, docs/decisions/0019) bundles its
  // dependencies: one React, and production builds of them whatever NODE_ENV the server has.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': API, '/images': API },
  },
  build: {
    target: 'es2022',
    // Maps for whoever debugs a build (or an error tracker's upload); no file names them and
    // the server never serves them (server/plugins/spa.ts).
    sourcemap: 'hidden',
    // Names each route's chunks and stylesheets, so a page drawn on the server links the ones it
    // needs (server/page-assets.ts). The server reads it; it is never served.
    manifest: true,
    rolldownOptions: {
      // A contract's schemas are imported dynamically beside each call (ADR 0018); where a screen
      // also imports the module for its limits, it simply sits in that screen's chunk. That is
      // intended, so the bundler's notice of it is noise in every build's output.
      checks: { ineffectiveDynamicImport: false },
      output: {
        codeSplitting: {
          // What the first screen runs anyway (React, TanStack Router and Query, Mantine's
          // core and the components the shell draws) as one file rather than a dozen small shared
          // chunks: about 3 KiB less gzip on the first load (docs/decisions/0018). Only modules
          // the first load needs anyway belong here: a group takes in every module it matches,
          // whoever imports it. (zod needs no group: the client builds its schemas with
          // zod/mini, whose objects never probe for eval, so there is nothing to run before them.)
          // TanStack's persister is not on the first load: it comes after, and so does the hook
          // that shows a write waiting to be sent (ADR 0040).
          groups: [
            {
              name: 'framework',
              priority: 30,
              test: new RegExp(
                String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!query-persist-client-core|react-query-persist-client|react-query[\\/]build[\\/]modern[\\/]useMutationState)[^\\/]+|clsx|@mantine[\\/]hooks|@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]core[\\/]esm[\\/]components[\\/](${FIRST_SCREEN_COMPONENTS.join('|')}))[\\/]`,
              ),
            },
            // The app's first-load modules in one file, and the reading pages' in one per group,
            // so a drawn page's code arrives in one round of requests
            // (scripts/first-screens-chunks.ts).
            { name: firstScreens.app, debugName: 'app', priority: 22 },
            { name: firstScreens.shared, debugName: 'shared', priority: 21 },
            {
              name: firstScreens.reading,
              debugName: 'reading',
              priority: 20,
              // Only the modules the plan names: a Mantine component a comment form imports through
              // the barrel (Textarea) is not the post page's alone, and taken in here it made every
              // sign-in screen fetch the whole post group for it (ADR 0018's puzzle, ADR 0072).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
