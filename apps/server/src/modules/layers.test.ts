import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The module folders stand in layers (issue 27; docs/decisions.md, "Module layers"), checked on
 * the source so that the next import cannot quietly undo them. Each failure names the files.
 *
 * - Public surface: each module that others use has an index.ts that names what they may use of
 *   it (its public functions, types and schemas). Another module imports that file and nothing
 *   else of it; a module's own files import each other directly, never through their own index.ts
 *   (that would load the module through itself).
 * - Layers: the imports between module folders form no cycle, so every module stands above all
 *   that it uses. Where a lower module needs something of a higher one (a refusal, a sign-in
 *   step), app.ts hands it in, as it does the approval handlers and the search providers.
 *
 * Every import counts, a type-only one too: a type is part of what a module leans on. Tests are
 * left out (they set up through any module); so are app.ts and the folders beside modules/.
 */

const modulesFolder = path.resolve(import.meta.dirname);
const modules = readdirSync(modulesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

interface ModuleImport {
  /** Paths from modules/, as 'accounts/accounts.merge.ts'. */
  file: string;
  target: string;
  fromModule: string;
  toModule: string;
}

const relative = (file: string) => path.relative(modulesFolder, file).split(path.sep).join('/');
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

/** Every import of a module file that lands in modules/ (static, type-only, re-export or import()). */
function importsOf(file: string): ModuleImport[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => relative(path.resolve(path.dirname(file), fileName)))
    .filter((target) => !target.startsWith('..'))
    .map((target) => ({
      file: relative(file),
      target,
      fromModule: relative(file).split('/')[0] ?? '',
      toModule: target.split('/')[0] ?? '',
    }));
}

const imports = modules.flatMap((module) => sourceFiles(path.join(modulesFolder, module))).flatMap(importsOf);
const between = imports.filter((item) => item.fromModule !== item.toModule);

/** The folders' graph: module -> the modules it imports, each with one import that shows it. */
const graph = new Map<string, Map<string, ModuleImport>>(modules.map((module) => [module, new Map()]));
for (const item of between) {
  const edges = graph.get(item.fromModule);
  if (edges && !edges.has(item.toModule)) edges.set(item.toModule, item);
}

/** One cycle through each knot of modules that import each other (depth-first, white-grey-black). */
function cycles(): ModuleImport[][] {
  const found: ModuleImport[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: ModuleImport[] = [];
  const visit = (module: string) => {
    state.set(module, 'open');
    for (const [next, edge] of graph.get(module) ?? []) {
      if (state.get(next) === 'open') {
        const start = trail.findIndex((step) => step.fromModule === next);
        found.push([...trail.slice(start === -1 ? trail.length : start), edge]);
      } else if (!state.has(next)) {
        trail.push(edge);
        visit(next);
        trail.pop();
      }
    }
    state.set(module, 'done');
  };
  for (const module of modules) if (!state.has(module)) visit(module);
  return found;
}

const describeCycle = (cycle: ModuleImport[]) =>
  [
    [cycle[0]?.fromModule, ...cycle.map((edge) => edge.toModule)].join(' -> '),
    ...cycle.map((edge) => `  ${edge.file} imports ${edge.target}`),
  ].join('\n');

describe('module folders', () => {
  it('are read whole: the imports between them are found', () => {
    expect(modules.length).toBeGreaterThan(30);
    expect(between.length).toBeGreaterThan(100);
  });

  it('import another module only through its index.ts', () => {
    const offenders = between
      .filter((item) => item.target !== `${item.toModule}/index.ts`)
      .map((item) => `${item.file} imports ${item.target}: import ${item.toModule}/index.ts, naming it there`);
    expect(offenders).toEqual([]);
  });

  it('import their own files directly, not through their own index.ts', () => {
    const offenders = imports
      .filter((item) => item.fromModule === item.toModule && item.target === `${item.toModule}/index.ts`)
      .map((item) => `${item.file} imports its own module's ${item.target}`);
    expect(offenders).toEqual([]);
  });

  it('stand in layers: their imports form no cycle', () => {
    expect(cycles().map(describeCycle)).toEqual([]);
  });
});
