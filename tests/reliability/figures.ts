// The figures the suite keeps (docs/reliability.md): printed as each test finds them.
export function figure(test: string, values: Record<string, string | number>): void {
  const text = Object.entries(values)
    .map(
      ([name, value]) =>
        `${name}=${typeof value === 'number' ? value.toLocaleString('en') : value}`,
    )
    .join(' ')
  process.stdout.write(`[reliability] ${test}: ${text}\n`)
}
