// The rule of docs/decisions/0018 proved on every client module: a module that draws a Mantine
// component outside src/mantine.css imports that component's stylesheet, and the sheets of the
// components it draws in turn (Switch draws InlineInput, SegmentedControl a FloatingIndicator).
// Forgetting one shows only in a browser, as an unstyled control; here it fails `npm run check`.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const mantine = path.join(root, 'node_modules/@mantine/core')
const SHEET = /@mantine\/core\/styles\/(\w+)\.css/g

const hasSheet = (name: string) => fs.existsSync(path.join(mantine, 'styles', `${name}.css`))

/** Mantine's own module of a component, found by its name anywhere under esm/. */
const modules = new Map<string, string>()
function indexModules(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) indexModules(full)
    else if (entry.name.endsWith('.mjs') && !entry.name.includes('.module.')) {
      modules.set(entry.name.slice(0, -'.mjs'.length), full)
    }
  }
}
indexModules(path.join(mantine, 'esm/components'))
indexModules(path.join(mantine, 'esm/utils'))

/**
 * The sheets a component needs: its own and those of the styled components its module draws,
 * through the unstyled parts between (Modal → ModalRoot → ModalBase).
 */
function sheetsOf(
  component: string,
  drawn: (parent: string, child: string) => boolean,
  sheets = new Set<string>(),
  seen = new Set<string>(),
) {
  if (seen.has(component)) return sheets
  seen.add(component)
  if (hasSheet(component)) sheets.add(component)
  const file = modules.get(component)
  if (!file) return sheets
  const source = fs.readFileSync(file, 'utf8')
  for (const [, imported = ''] of source.matchAll(
    /^import .* from "\.{1,2}\/(?:[^"]*\/)?(\w+)\.mjs";$/gm,
  )) {
    if (modules.has(imported) && drawn(component, imported)) sheetsOf(imported, drawn, sheets, seen)
  }
  return sheets
}

function clientModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return clientModules(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Parts drawn only behind a prop: without the prop in the module, their sheets are not due. */
const ONLY_WITH: Record<string, Record<string, string>> = {
  Alert: { CloseButton: 'withCloseButton' },
  Pill: { CloseButton: 'withRemoveButton' },
  Input: { InputClearButton: 'clearable' },
  Table: { TableScrollContainer: 'ScrollContainer' },
  // These two only compare a prop with ScrollArea.Autosize; they draw a plain div.
  ModalRoot: { ScrollArea: 'scrollAreaComponent' },
  DrawerRoot: { ScrollArea: 'scrollAreaComponent' },
}

/** Where a sheet's rules start in Mantine's whole styles.css: its order (dependencies first). */
const whole = fs.readFileSync(path.join(mantine, 'styles.css'), 'utf8')
function orderOf(sheet: string): number {
  const first = /\.m_[0-9a-f]+/.exec(
    fs.readFileSync(path.join(mantine, 'styles', `${sheet}.css`), 'utf8'),
  )
  return first ? whole.indexOf(first[0]) : -1
}

const firstLoad = new Set(
  [...fs.readFileSync(path.join(root, 'src/mantine.css'), 'utf8').matchAll(SHEET)].map((m) => m[1]),
)

test('every Mantine component a module draws has its stylesheet loaded', () => {
  const missing: string[] = []
  for (const file of clientModules(path.join(root, 'src'))) {
    const source = fs.readFileSync(file, 'utf8')
    const own = new Set([...source.matchAll(SHEET)].map((m) => m[1]))
    for (const [, names = ''] of source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      for (const name of names.split(',').map((n) => n.trim().replace(/^type\s+.*/, ''))) {
        if (!/^[A-Z]/.test(name)) continue
        const drawn = (parent: string, child: string) => {
          const prop = ONLY_WITH[parent]?.[child]
          return !prop || source.includes(prop)
        }
        for (const sheet of sheetsOf(name, drawn)) {
          if (!own.has(sheet) && !firstLoad.has(sheet)) {
            missing.push(`${path.relative(root, file)}: ${name} needs ${sheet}.css`)
          }
        }
      }
    }
  }
  expect(missing).toEqual([])
})

test("each module imports its sheets in Mantine's order, as src/mantine.css does", () => {
  const disorder: string[] = []
  for (const file of [
    ...clientModules(path.join(root, 'src')),
    path.join(root, 'src/mantine.css'),
  ]) {
    const sheets = [...fs.readFileSync(file, 'utf8').matchAll(SHEET)].map((m) => m[1] ?? '')
    const sorted = [...sheets].sort((a, b) => orderOf(a) - orderOf(b))
    if (sheets.join() !== sorted.join()) {
      disorder.push(`${path.relative(root, file)}: ${sorted.join(', ')}`)
    }
  }
  expect(disorder).toEqual([])
})
