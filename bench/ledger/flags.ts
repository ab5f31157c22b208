/* The flags of the benchmark scripts. */

/** Flags of the scripts: --lines N, --small-entries N, --seed N, --batch N, --db, --keep, --no-analyze. */
export function parseFlags(argv: readonly string[]) {
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    if (!argument.startsWith('--')) continue;
    const [name, inline] = argument.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      flags.set(name, next);
      index += 1;
    } else flags.set(name, 'true');
  }
  const number = (name: string, fallback: number) => {
    const value = flags.get(name);
    if (value === undefined) return fallback;
    const parsed = Number(value.replace(/_/g, ''));
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number`);
    return parsed;
  };
  return { flags, number, has: (name: string) => flags.has(name) };
}
