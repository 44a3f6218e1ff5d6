// The message catalogs against the code (docs/decisions/0077), a step of `npm run check`:
// an id the code uses and a language lacks, a catalog id no code uses, a call whose id is not a
// string literal (which this cannot follow: ESLint forbids it too), a message that does not
// parse, and a translation whose ICU arguments are not English's. English is the source; each
// language's areas are src/locales/<language>/<area>.messages.json.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '../contract/languages'

type Catalog = Record<string, string>

/** `t('id'` (useT's) or `i18n._('id'` (an instance's): how code names a message. */
const LITERAL_CALL = /(?:\bt|\._)\(\s*(['"])([^'"]+)\1/g
/** A quoted literal shaped like an id (`area.name`). */
const QUOTED_ID = /(['"`])([A-Za-z][\w]*\.[\w.]+)\1/g
const OTHER_CALL = /(?:\bt|\._)\(\s*(?!['"])([^)\s,]{1,40})/g

/** The arguments a message names, at any depth, sorted. */
function argumentsOf(message: CompiledMessage): string[] {
  const names = message.flatMap((token): string[] =>
    typeof token === 'string'
      ? []
      : [
          token[0],
          ...Object.values((token[2] ?? {}) as object).flatMap((branch) =>
            Array.isArray(branch) ? argumentsOf(branch as CompiledMessage) : [],
          ),
        ],
  )
  return [...new Set(names)].sort()
}

/** Every problem, one line each; none means the catalogs and the code agree. */
export function checkMessages(
  catalogs: Partial<Record<Language, Catalog>>,
  sources: { file: string; code: string }[],
): string[] {
  const problems: string[] = []
  const used = new Map<string, Set<string>>()
  for (const { file, code } of sources) {
    // Comments name ids without using them.
    const lines = code.split('\n').filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    const text = lines.join('\n')
    for (const [, , id = ''] of text.matchAll(LITERAL_CALL)) {
      used.set(id, (used.get(id) ?? new Set()).add(file))
    }
    // An id another translator names (`shell('nav.home')`, a route's `context.t(…)`) or a helper
    // passes on: any literal that is exactly a source id, as the build's short ids take them.
    for (const [, , id = ''] of text.matchAll(QUOTED_ID)) {
      if (id in (catalogs[SOURCE_LANGUAGE] ?? {})) {
        used.set(id, (used.get(id) ?? new Set()).add(file))
      }
    }
    for (const [call] of text.matchAll(OTHER_CALL)) {
      problems.push(`${file}: ${call}…: a message's id must be a string literal`)
    }
  }
  const english = catalogs[SOURCE_LANGUAGE] ?? {}
  const argumentsIn = (language: string, id: string, message: string) => {
    try {
      return argumentsOf(compileMessageOrThrow(message)).join(', ')
    } catch (error) {
      problems.push(`${language}: "${id}" does not parse: ${(error as Error).message}`)
      return null
    }
  }
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    const catalog = catalogs[language]
    if (!catalog) {
      problems.push(`${language}: no catalog`)
      continue
    }
    for (const [id, files] of used) {
      if (!(id in catalog))
        problems.push(`${language}: "${id}" is missing (${[...files].join(', ')})`)
    }
    for (const [id, message] of Object.entries(catalog)) {
      if (!used.has(id)) problems.push(`${language}: "${id}" is used nowhere`)
      const own = argumentsIn(language, id, message)
      const source = english[id]
      if (language === SOURCE_LANGUAGE || source === undefined || own === null) continue
      const expected = argumentsOf(compileMessageOrThrow(source)).join(', ')
      if (own !== expected) {
        problems.push(`${language}: "${id}" has the arguments {${own}}, English {${expected}}`)
      }
    }
  }
  return problems
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog

/** Each language's areas as they are on disk: src/locales/<language>/<area>.messages.json. */
export function readAreas(localesDir: string): Partial<Record<Language, Record<string, Catalog>>> {
  const areas: Partial<Record<Language, Record<string, Catalog>>> = {}
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    const dir = path.join(localesDir, language)
    if (!fs.existsSync(dir)) continue
    areas[language] = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.messages.json'))
        .map((file) => [file.slice(0, -'.messages.json'.length), readJson(path.join(dir, file))]),
    )
  }
  return areas
}

/**
 * The areas against English's: the same areas in every language, the same ids in each area, and
 * no id in two areas (a language's chunk merges its areas into one catalog).
 */
export function checkAreas(areas: Partial<Record<Language, Record<string, Catalog>>>): string[] {
  const problems: string[] = []
  const english = areas[SOURCE_LANGUAGE] ?? {}
  const areaOf = new Map<string, string>()
  for (const [area, catalog] of Object.entries(english)) {
    for (const id of Object.keys(catalog)) {
      const other = areaOf.get(id)
      if (other) problems.push(`en: "${id}" is in two areas, ${other} and ${area}`)
      areaOf.set(id, area)
    }
  }
  for (const [language, own = {}] of Object.entries(areas)) {
    if (language === SOURCE_LANGUAGE) continue
    for (const area of Object.keys(own)) {
      if (!(area in english)) problems.push(`${language}: the area ${area} is not English's`)
    }
    for (const [area, catalog] of Object.entries(english)) {
      const theirs = own[area]
      if (!theirs) {
        problems.push(`${language}: no ${area}.messages.json`)
        continue
      }
      for (const id of Object.keys(catalog)) {
        if (!(id in theirs)) problems.push(`${language}/${area}: "${id}" is missing`)
      }
      for (const id of Object.keys(theirs)) {
        if (!(id in catalog))
          problems.push(`${language}/${area}: "${id}" is not in English's ${area}`)
      }
    }
  }
  return problems
}

/** The catalogs as one per language: its areas merged. */
export function mergedCatalogs(
  areas: Partial<Record<Language, Record<string, Catalog>>>,
): Partial<Record<Language, Catalog>> {
  return Object.fromEntries(
    Object.entries(areas).map(([language, own]) => [
      language,
      Object.assign({}, ...Object.values(own ?? {})) as Catalog,
    ]),
  )
}

/** The code that may translate: the client's and the server's, not their tests nor src/lib/i18n. */
function readSources(root: string) {
  return ['src', 'server'].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .map((file) => path.join(dir, file))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      // The translator itself passes the ids it is given on.
      .filter((file) => !file.startsWith(path.join('src', 'lib', 'i18n')))
      .map((file) => ({ file, code: fs.readFileSync(path.join(root, file), 'utf8') })),
  )
}

function main() {
  const root = path.resolve(import.meta.dirname, '..')
  const areas = readAreas(path.join(root, 'src/locales'))
  const catalogs = mergedCatalogs(areas)
  const problems = [...checkAreas(areas), ...checkMessages(catalogs, readSources(root))]
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem)
    console.error('check-messages: the catalogs and the code disagree (docs/decisions/0077)')
    process.exit(1)
  }
  const ids = Object.keys(catalogs[SOURCE_LANGUAGE] ?? {}).length
  console.log(
    `check-messages: ${ids} messages in ${Object.keys(catalogs).length} languages, all used`,
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
