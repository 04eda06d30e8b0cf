/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES } from '../../packages/core/src/platform';
import react from '@vitejs/plugin-react';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type Rolldown,
} from 'vite';

const server = process.env.PARALLAX_API ?? 'http://127.0.0.1:8080';
const { version } = JSON.parse(
  await readFile(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * Writes .br and .gz beside every text asset at build time, so the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'parallax-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      for (const file of files) {
        const data = await readFile(join(dir, file));
        if (data.length < 1024) continue;
        const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
        await writeFile(join(dir, `${file}.br`), brotliCompressSync(data, quality));
        await writeFile(join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** The message catalogue chunks (packages/core/src/i18n/<language>.ts), by language. */
function languageChunks(bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const language = /[\\/]packages[\\/]core[\\/]src[\\/]i18n[\\/](\w+)\.ts$/.exec(
      output.facadeModuleId ?? '',
    )?.[1];
    if (language && (LANGUAGES as readonly string[]).includes(language)) {
      chunks.set(language, output);
    }
  }
  return chunks;
}

/**
 * The rest of each message catalogue (packages/core/src/i18n/<language>-other-areas.ts): what the
 * store page leaves for later (src/lib/i18n.ts), as chunk file names.
 */
function otherAreaChunks(bundle: Rolldown.OutputBundle): string[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' &&
    /[\\/]packages[\\/]core[\\/]src[\\/]i18n[\\/]\w+-other-areas\.ts$/.test(
      output.facadeModuleId ?? '',
    )
      ? [output.fileName]
      : [],
  );
}

/** A chunk and what it imports statically, as file names. */
function staticClosure(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** The stylesheets the bundler links for these chunks, each once. */
function stylesheetsOf(bundle: Rolldown.OutputBundle, files: Iterable<string>): string[] {
  const styles = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  }
  return [...styles];
}

/**
 * The app's code as a page starts it: the entry (src/main.tsx, all that loads before the first
 * screen has painted) and the app it then imports (src/app/start.tsx), each with what it imports
 * statically.
 */
function appFiles(bundle: Rolldown.OutputBundle): Set<string> {
  const files = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry) continue;
    for (const file of [output.fileName, ...output.dynamicImports]) {
      staticClosure(bundle, file, files);
    }
  }
  return files;
}

/**
 * Marks the scripts index.html loads or preloads — the app's start (`appFiles`), the message
 * catalogues and the first-screen pages — with V8's compile hint, the first line
 * `//# allFunctionsCalledOnLoad`: Chrome then compiles all their functions while each file
 * streams in, on a background thread, rather than on the main thread at each function's first
 * call (about 100 ms of a phone's main thread, in the app's start's longest tasks). Other browsers
 * read a comment. Each source map gains an empty first line, so it still points where it did.
 * After the bundler's own changes to the chunks (`order: 'post'`).
 */
function compileHints(): Plugin {
  return {
    name: 'parallax-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = appFiles(bundle);
        for (const chunk of languageChunks(bundle).values()) {
          staticClosure(bundle, chunk.fileName, files);
        }
        for (const [, pageFiles] of firstScreenPageFiles(bundle)) {
          pageFiles.forEach((file) => files.add(file));
        }
        for (const file of files) {
          const chunk = bundle[file];
          const map = bundle[`${file}.map`];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The bundler's loader has no source map.
          if (!map && !chunk.code.includes('//# sourceMappingURL=')) continue;
          if (map?.type !== 'asset')
            throw new Error(`${file}: its source map is not in the bundle`);
          const json = JSON.parse(String(map.source)) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      },
    },
  };
}

/** V8's compile hint: every function of the file is called as the page loads (Chrome 136+). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The stylesheets of the app the entry starts after the first paint, as links in index.html:
 * render-blocking as before, so the server's first screen paints with the app's styles and
 * nothing moves when the app takes over. (The bundler's loader skips a stylesheet already linked.)
 */
function linkAppStyles(): Plugin {
  return {
    name: 'parallax-link-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        return stylesheetsOf(bundle, appFiles(bundle))
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The app loads one message catalogue, in its own chunk, before its first render (src/lib/i18n.ts).
 * index.html gets a modulepreload per language, marked data-language, so the chunk is fetched
 * with the entry instead of after it; the server keeps the one of the page's language.
 */
function preloadLanguages(): Plugin {
  return {
    name: 'parallax-preload-languages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return [...languageChunks(bundle)].flatMap(([language, chunk]) =>
          [chunk.fileName, ...chunk.imports].map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${file}`,
              'data-language': language,
            },
            injectTo: 'head' as const,
          })),
        );
      },
    },
  };
}

/**
 * The lazily loaded pages whose first screen the server writes into the HTML (apps/server
 * src/http/first-screen.ts), by the name the server gives them (src/http/page-routes.ts
 * SlugPageKind: the first segment of the page's path). That first screen needs the page's stylesheet before the app runs, and the app
 * needs the page's code: index.html gets both per page, marked data-page, and the server keeps
 * only the served page's.
 */
const FIRST_SCREEN_PAGES: Record<string, string> = {
  content: 'src/features/catalog/components/content-page.tsx',
  pornstars: 'src/features/models/components/model-page.tsx',
  tags: 'src/features/tags/components/tag-page.tsx',
  'content-promo': 'src/features/origins/components/origins-page.tsx',
  blog: 'src/features/documents/components/blog-post-page.tsx',
};

/**
 * Each first-screen page's chunks beyond the app's start (which the entry loads, and whose
 * stylesheets index.html links, already).
 */
function firstScreenPageFiles(bundle: Rolldown.OutputBundle): [string, string[]][] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = appFiles(bundle);
  return Object.entries(FIRST_SCREEN_PAGES).map(([page, module]) => {
    const pageChunk = chunks.find((chunk) =>
      chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module),
    );
    if (!pageChunk) throw new Error(`No chunk for the ${page} page (${module})`);
    const files = [...staticClosure(bundle, pageChunk.fileName)].filter((file) => !entry.has(file));
    return [page, files];
  });
}

function preloadPages(): Plugin {
  return {
    name: 'parallax-preload-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return firstScreenPageFiles(bundle).flatMap(([page, files]) => {
          const link = (rel: string, file: string) => ({
            tag: 'link',
            attrs: { rel, crossorigin: true, href: `/${file}`, 'data-page': page },
            injectTo: 'head' as const,
          });
          return [
            ...stylesheetsOf(bundle, files).map((file) => link('stylesheet', file)),
            ...files.map((file) => link('modulepreload', file)),
          ];
        });
      },
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).replaceAll('\\', '/')}`);
}

/**
 * Builds the service worker (src/sw/service-worker.ts) on its own into dist/sw.js — one classic
 * script at the root, so its scope is the whole site — and hands it what to keep on install: the
 * app's JavaScript and CSS (the entry and the app it starts) and the public files. The list (and so the worker) changes with
 * every deploy that changes them, which makes browsers install the new worker.
 */
function serviceWorker(): Plugin {
  let entryFiles: string[] = [];
  return {
    name: 'parallax-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = appFiles(bundle);
      // Loaded before the first render, so offline the app needs its language too, whole.
      for (const chunk of languageChunks(bundle).values()) {
        staticClosure(bundle, chunk.fileName, files);
      }
      for (const file of otherAreaChunks(bundle)) staticClosure(bundle, file, files);
      entryFiles = [...files, ...stylesheetsOf(bundle, files)].map((file) => `/${file}`);
    },
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const publicDir = new URL('./public', import.meta.url).pathname;
      const precache = [...entryFiles, ...(await listFiles(publicDir))].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __SW_PRECACHE__: JSON.stringify(precache),
          __SW_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: {
            entry: new URL('./src/sw/service-worker.ts', import.meta.url).pathname,
            formats: ['iife'],
            name: 'parallaxServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}

/**
 * React Router publishes only its development build under its package's exports (the same code
 * with its developer warnings switched on); the production build, beside it, is what the site
 * ships.
 */
function productionRouter(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = join(dirname(packageJson), 'dist/production/index.mjs');
  return {
    name: 'parallax-production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
  };
}

/**
 * React Router's components the site does not use out of its build: the router's Link, NavLink
 * and Form, with their prefetch and form code (the site's links are components/ui/link.tsx). Its
 * production module defines each as `var Form = React10.forwardRef(…)`, then sets
 * `Form.displayName`: a call and an assignment the bundler must keep, so each component stays,
 * used or not. Marked pure, and without the module's display names (read only by React's
 * developer tools), those nobody imports drop out: about 3 KiB of the store page's script. Every line stays
 * where it was. The build fails if the module no longer has that shape.
 */
function reactRouterWithoutUnusedComponents(): Plugin {
  const definition = /^var (\w+) = (React\d*\.forwardRef\()/gm;
  const displayName = /^(\w+)\.displayName = "\w+";$/gm;
  return {
    name: 'parallax-react-router-without-unused-components',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id)) return null;
      const components = [...code.matchAll(definition)].map(([, name]) => name);
      if (components.length === 0) return null;
      const named = new Set([...code.matchAll(displayName)].map(([, name]) => name));
      const unnamed = components.filter((name) => !named.has(name));
      if (!components.includes('Form') || unnamed.length > 0) {
        throw new Error(
          `react-router's components changed shape (${components.join(', ')}; without a display name: ${unnamed.join(', ')})`,
        );
      }
      const lean = code.replace(definition, 'var $1 = /* @__PURE__ */ $2').replace(displayName, '');
      return { code: lean, map: null };
    },
  };
}

/**
 * zod's schemas each carry their JSON Schema output (`toJSONSchema`, `~standard.jsonSchema`): the
 * server's OpenAPI document uses it, the browser never does. The site's build leaves it out
 * (about 4 KiB compressed of the store page's script). A schema's `minLength`, `format` … still
 * read their checks. The build fails when zod's code no longer has the shape this expects.
 */
function zodWithoutJsonSchema(): Plugin {
  const processorHook =
    /inst\._zod\.processJSONSchema = \(ctx, json, params\) => processors\.\w+\(inst, ctx, json, params\);/g;
  const standardMethod = /createStandardJSONSchemaMethod\(this, "(input|output)"\)/g;
  const toJsonSchema = 'return createToJSONSchemaMethod(this, {})(params);';
  const unavailable = `throw new Error("JSON Schema output is not part of the site's build");`;
  return {
    name: 'parallax-zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(id)) return null;
      const hooks = code.match(processorHook)?.length ?? 0;
      const methods = code.match(standardMethod)?.length ?? 0;
      if (hooks < 30 || methods !== 2 || !code.includes(toJsonSchema)) {
        throw new Error(`zod's classic schemas changed shape (${hooks} hooks, ${methods} methods)`);
      }
      // Every line stays where it was: the module's source map still holds (`map: null`).
      const lean = code
        .replace(processorHook, '')
        .replace(standardMethod, `() => { ${unavailable} }`)
        .replace(toJsonSchema, unavailable);
      return { code: lean, map: null };
    },
  };
}

/**
 * The endpoint tables and contracts (packages/core/src/endpoints, contracts) carry what only the
 * server's OpenAPI document reads: each endpoint's `summary`, `description` and `tags`, each
 * schema's `.describe(text)` and `.meta({ id })` (its name in the document). None changes what a
 * schema accepts, and the browser reads none; the site's build leaves them out (about 1 KiB
 * compressed of the store page's script, more of the pages that load more tables). Each character
 * of such a property or call becomes a space, so every line and column stays where it was and the
 * source map still holds. The build fails when a module has such texts and none was found.
 */
function coreWithoutDocs(): Plugin {
  const texts = new Set(['summary', 'description', 'tags']);
  type Node = { type?: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === 'object' && value !== null && 'type' in value;
  const nameOf = (node: unknown) =>
    isNode(node) && node.type === 'Identifier' ? (node.name as string) : undefined;
  const isText = (node: unknown) =>
    isNode(node) &&
    ((node.type === 'Literal' && typeof node.value === 'string') ||
      node.type === 'TemplateLiteral');
  /** `.describe(text)` or `.meta({ id: text })`: from the dot to the closing parenthesis. */
  const docCall = (node: Node): [number, number] | null => {
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    if (callee.type !== 'MemberExpression' || args.length !== 1) return null;
    const method = nameOf(callee.property);
    const [arg] = args;
    const isDoc =
      (method === 'describe' && isText(arg)) ||
      (method === 'meta' &&
        arg?.type === 'ObjectExpression' &&
        (arg.properties as Node[]).length === 1 &&
        nameOf((arg.properties as Node[])[0]?.key) === 'id' &&
        isText((arg.properties as Node[])[0]?.value));
    return isDoc ? [(callee.object as Node).end, node.end] : null;
  };
  return {
    name: 'parallax-core-without-docs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const area = /[\\/]packages[\\/]core[\\/]src[\\/](endpoints|contracts)[\\/][\w-]+\.ts$/.exec(
        id,
      )?.[1];
      if (!area) return null;
      const ranges: [number, number][] = [];
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(visit);
        if (!isNode(value)) return;
        if (area === 'endpoints' && value.type === 'ObjectExpression') {
          const properties = (value.properties as Node[]).filter((p) => p.type === 'Property');
          const keys = new Set(properties.map((property) => nameOf(property.key)));
          // An endpoint's definition, or a part of one (not a schema's fields): its method and
          // its answers.
          if (keys.has('method') && keys.has('responses')) {
            for (const property of properties) {
              const name = nameOf(property.key);
              if (name && texts.has(name)) ranges.push([property.start, property.end]);
            }
          }
        }
        const call = area === 'contracts' && value.type === 'CallExpression' && docCall(value);
        if (call) ranges.push(call);
        for (const [key, child] of Object.entries(value)) {
          if (key !== 'type' && typeof child === 'object') visit(child);
        }
      };
      visit(this.parse(code, { lang: 'ts' }));
      const expected =
        area === 'endpoints'
          ? /\b(summary|description):/
          : /\.(describe|meta)\(\s*(['"`]|\{\s*id:)/;
      if (ranges.length === 0) {
        if (expected.test(code)) throw new Error(`${id}: its OpenAPI texts were not found`);
        return null;
      }
      // The parser's offsets count UTF-16 code units, as a string's indices do.
      const chars = code.split('');
      const blank = (at: number) => {
        if (chars[at] !== '\n') chars[at] = ' ';
      };
      for (const [start, end] of ranges) {
        for (let at = start; at < end; at++) blank(at);
        if (area !== 'endpoints') continue;
        let after = end;
        while (/\s/.test(code[after] ?? '')) after++;
        if (code[after] === ',') blank(after);
      }
      return { code: chars.join(''), map: null };
    },
  };
}

/**
 * The modules the app's start (src/app/start.tsx) imports statically, libraries and the entry's
 * own modules aside: one chunk, `start`. Every lazily loaded page is fetched after the app has
 * started, so what a page shares with the start costs it nothing there; left to itself, the
 * bundler cut each such module into a chunk of its own (about 30 of 0.2–2 KiB), and the store
 * page paid a request and a preload link for each.
 */
function appStartGroup(): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  const isStart = (id: string) => /[\\/]src[\\/]app[\\/]start\.tsx$/.test(id);
  const isEntry = (id: string) => /[\\/]src[\\/]main\.tsx$/.test(id);
  return {
    test: (id) => modules.has(id),
    plugin: {
      name: 'parallax-app-start-group',
      apply: 'build',
      buildEnd() {
        modules.clear();
        const ids = [...this.getModuleIds()];
        const closure = (from: string | undefined, into: Set<string>) => {
          const pending = from ? [from] : [];
          while (pending.length > 0) {
            const id = pending.pop() as string;
            if (into.has(id)) continue;
            into.add(id);
            pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          }
          return into;
        };
        const entryModules = closure(ids.find(isEntry), new Set());
        for (const id of closure(ids.find(isStart), new Set())) {
          const isOwn = !id.startsWith('\0') && !/node_modules|\.css$/.test(id);
          if (isOwn && !entryModules.has(id)) modules.add(id);
        }
      },
    },
  };
}

const startGroup = appStartGroup();

/** The start group's chunk (`assets/start-<hash>.js`). */
const isStartChunk = (fileName: string) => /(^|\/)start-[\w-]+\.js$/.test(fileName);

const TESTS = ['src/**/*.test.{ts,tsx}'];
/**
 * The test files that mock a module (vi.mock) or load modules afresh (vi.resetModules), by their
 * path from this directory: either changes the module graph the worker's other files share.
 */
const sources = new URL('./src/', import.meta.url);
const MOCKING_TESTS = readdirSync(sources, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.((do)?[mM]ock|resetModules)\(/.test(readFileSync(new URL(file, sources), 'utf8')),
  )
  .map((file) => join('src', file));

export default defineConfig({
  plugins: [
    react(),
    productionRouter(),
    zodWithoutJsonSchema(),
    coreWithoutDocs(),
    reactRouterWithoutUnusedComponents(),
    startGroup.plugin,
    linkAppStyles(),
    preloadLanguages(),
    preloadPages(),
    compileHints(),
    precompress(),
    serviceWorker(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    // Read @parallax/core from its TypeScript source, so edits there hot-reload here.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  // Tests in the node environment (`@vitest-environment node`) resolve like a server.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The API, demo and signed media, the test acquirer's pages, and the Google sign-in start and
    // callback (spec 1 §7).
    proxy: Object.fromEntries(
      ['/api', '/store/api', '/static', '/media', '/test-acquirer', '/oauth2', '/login/oauth2'].map(
        (path) => [path, server],
      ),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    modulePreload: {
      // The app's start is fetched as the browser finds its imports, not by preload links the
      // entry appends: appending them was a task of its own (~100 ms on a phone) right after the
      // first paint, and the start's libraries follow it within one round trip. Its stylesheet is
      // in the page's head. Lazy pages keep their preloads.
      resolveDependencies: (chunk, deps) => (isStartChunk(chunk) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // Named explicitly: a catch-all node_modules group would pull lazily loaded libraries
        // (the player's 3D and video code) into the store page's initial load.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            {
              name: 'vendor',
              test: /node_modules[\\/](zod|@tanstack|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // The bundler's loader of lazy chunks, which the entry and the start share: left to
            // the start's group (it takes its modules' dependencies along), the entry would import
            // the start's chunk, and the page would fetch the app before its first paint.
            { name: 'preload', test: /^\0vite[\\/]preload-helper/, priority: 3 },
            { name: 'start', test: startGroup.test, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    projects: [
      {
        // One jsdom and one module graph per worker, shared by its test files: setting up jsdom
        // for each file took ten times longer than the tests themselves (112 s against 10 s).
        // Tests clean up the DOM, storage and fetch stubs after themselves (src/test/render.tsx).
        extends: true,
        test: {
          name: 'shared',
          include: TESTS,
          exclude: MOCKING_TESTS,
          isolate: false,
        },
      },
      {
        // A module mock (vi.mock) or a fresh module graph (vi.resetModules) reaches the whole
        // worker: such files run alone.
        extends: true,
        test: { name: 'isolated', include: MOCKING_TESTS },
      },
    ],
  },
});
