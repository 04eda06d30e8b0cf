// @ts-check
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No import cycle between server modules (docs/decisions/0026-layering-enforced-by-lint.md).
 * The graph is of modules, not files: `payments/a.service.ts` importing `notifications/b.ts` while
 * `notifications/c.ts` imports `payments/d.ts` is a cycle although no file imports itself back,
 * and `import type` counts (a type is a dependency a reader has to follow too). One kind of import
 * is left out: a `*.schema` file naming another module's table. The tables of all modules are one
 * database whose foreign keys and relations run both ways (a pack's models, a model's packs); only
 * schema files may import schema files (module-boundaries), so those edges never carry behaviour.
 * The edges are read
 * from every production file under modules/ on disk, with the linted file's own imports taken from
 * the text being linted, so an editor (and the rule's tests) see the code as it stands.
 */

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** @param {string} root @param {string} file */
function moduleOf(root, file) {
  const [module, ...rest] = path.relative(root, file).split(path.sep);
  return module && module !== '..' && !path.isAbsolute(module) && rest.length > 0 ? module : null;
}

/** @param {string} file a path or specifier */
const isSchema = (file) => /\.schema(\.[cm]?[jt]s)?$/.test(file);

/** @param {string} text @returns {string[]} the relative specifiers a file imports */
function specifiersOf(text) {
  return [...text.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? '');
}

/** @param {string} dir @returns {string[]} */
function productionFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** @type {{ root: string, builtAt: number, files: Map<string, string[]> } | null} */
let cache = null;

/** Every production file's imports of other modules, read at most once a second. */
function importsOnDisk(/** @type {string} */ root) {
  if (cache && cache.root === root && Date.now() - cache.builtAt < 1000) return cache.files;
  const files = new Map();
  for (const file of productionFiles(root)) {
    const owner = moduleOf(root, file);
    if (owner === null) continue;
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .filter((specifier) => !(isSchema(file) && isSchema(specifier)))
      .map((specifier) => moduleOf(root, path.resolve(path.dirname(file), specifier)))
      .filter((target) => target !== null && target !== owner);
    files.set(file, targets);
  }
  cache = { root, builtAt: Date.now(), files };
  return files;
}

/** The shortest path of modules from `from` to `to`, or null. */
function pathBetween(
  /** @type {Map<string, Set<string>>} */ edges,
  /** @type {string} */ from,
  /** @type {string} */ to,
) {
  const previous = new Map([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift());
    if (current === to) {
      const steps = [];
      for (let step = to; step !== ''; step = previous.get(step) ?? '') steps.unshift(step);
      return steps;
    }
    for (const next of edges.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @param {string} modulesRoot absolute path of apps/server/src/modules */
export function moduleCyclesRule(modulesRoot) {
  /** @type {import('eslint').Rule.RuleModule} */
  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'No import cycle between server modules' },
      schema: [],
      messages: {
        cycle:
          "Module '{{own}}' imports '{{target}}', which leads back to '{{own}}' ({{path}}): pass what is needed at construction or move it to the module both depend on.",
      },
    },
    create(context) {
      const own = moduleOf(modulesRoot, context.filename);
      if (own === null || statSafe(modulesRoot) === null) return {};
      const edges = new Map();
      for (const [file, targets] of importsOnDisk(modulesRoot)) {
        if (file === context.filename) continue;
        const from = /** @type {string} */ (moduleOf(modulesRoot, file));
        const set = edges.get(from) ?? new Set();
        for (const target of targets) set.add(target);
        edges.set(from, set);
      }
      /** @type {{ node: any, target: string }[]} */
      const imports = [];
      /** @param {any} source */
      const collect = (source) => {
        const specifier = source?.value;
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        if (isSchema(context.filename) && isSchema(specifier)) return;
        const target = moduleOf(
          modulesRoot,
          path.resolve(path.dirname(context.filename), specifier),
        );
        if (target === null || target === own) return;
        imports.push({ node: source, target });
        const set = edges.get(own) ?? new Set();
        set.add(target);
        edges.set(own, set);
      };
      return {
        ImportDeclaration: (node) => collect(node.source),
        ExportNamedDeclaration: (node) => collect(node.source),
        ExportAllDeclaration: (node) => collect(node.source),
        ImportExpression: (node) => collect(node.source),
        TSImportType: (/** @type {any} */ node) => collect(node.source ?? node.argument?.literal),
        'Program:exit'() {
          for (const { node, target } of imports) {
            const back = pathBetween(edges, target, own);
            if (back === null) continue;
            context.report({
              node,
              messageId: 'cycle',
              data: { own, target, path: [own, ...back].join(' → ') },
            });
          }
        },
      };
    },
  };
  return rule;
}

/** @param {string} dir */
function statSafe(dir) {
  try {
    return statSync(dir);
  } catch {
    return null;
  }
}
