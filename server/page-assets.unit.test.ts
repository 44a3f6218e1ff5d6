import { expect, test } from 'vitest'
import { READING_CHUNKS } from '../contract/server-render'
import { assetLinks, routeAssets } from './page-assets'
import { SERVER_RENDERED_PAGES } from './page-render'

// The shape `vite build` writes: the entry (index.html), a route's split chunks, shared chunks.
const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_box.js'] },
  '_box.js': { file: 'assets/box-1.js' },
  '_form.js': { file: 'assets/form-1.js', imports: ['_box.js'], css: ['assets/form-1.css'] },
  'src/routes/post.$postId.{-$slug}.tsx?tsr-split=component': {
    file: 'assets/post-1.js',
    css: ['assets/post-1.css'],
    imports: ['index.html', '_form.js', '_box.js'],
  },
  'src/routes/post.$postId.{-$slug}.tsx?tsr-split=notFoundComponent': {
    file: 'assets/post-2.js',
    imports: ['index.html'],
  },
  'src/routes/post-edit.$postId.tsx?tsr-split=component': {
    file: 'assets/post-edit-1.js',
    css: ['assets/post-edit-1.css'],
  },
}

test("a route's stylesheets and scripts, its imports' too, without what index.html links", () => {
  expect(routeAssets(manifest, 'src/routes/post.$postId.{-$slug}.tsx')).toEqual({
    css: ['/assets/post-1.css', '/assets/form-1.css'],
    js: ['/assets/post-1.js', '/assets/form-1.js', '/assets/post-2.js'],
  })
})

test('a route file with no chunks links nothing', () => {
  expect(routeAssets(manifest, 'src/routes/index.tsx')).toEqual({ css: [], js: [] })
})

test('stylesheets block the paint they belong to; scripts are only preloaded', () => {
  expect(assetLinks({ css: ['/assets/a.css'], js: ['/assets/b.js'] })).toBe(
    '<link rel="stylesheet" crossorigin href="/assets/a.css">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/b.js">',
  )
})

test('a reading route links the chunk its group is built into, and what that imports', () => {
  const grouped = {
    'index.html': { file: 'assets/index-1.js', imports: ['_app.js'] },
    '_app.js': { file: 'assets/app-1.js' },
    '_feed-1.js': { file: 'assets/feed-1.js', name: 'feed', imports: ['_app.js'] },
    '_post-1.js': {
      file: 'assets/post-1.js',
      name: 'post',
      imports: ['_app.js', '_feed-1.js'],
      css: ['assets/post-1.css'],
    },
    '_post-1.css': { file: 'assets/post-1.css', name: 'post' },
  }
  expect(routeAssets(grouped, 'src/routes/post.$postId.{-$slug}.tsx')).toEqual({
    css: ['/assets/post-1.css'],
    js: ['/assets/post-1.js', '/assets/feed-1.js'],
  })
  expect(routeAssets(grouped, 'src/routes/tag.$tag.tsx')).toEqual({
    css: [],
    js: ['/assets/feed-1.js'],
  })
  expect(routeAssets(grouped, 'src/routes/login.tsx')).toEqual({ css: [], js: [] })
})

test('every page the server draws is a reading route, so its code comes in one chunk', () => {
  const reading = READING_CHUNKS.flatMap((group) => group.routeFiles)
  for (const page of SERVER_RENDERED_PAGES) expect(reading).toContain(page.routeFile)
})
