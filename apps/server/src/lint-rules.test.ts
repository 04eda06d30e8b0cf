import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const CHECKED = new Set(['parallax/module-boundaries', 'no-restricted-imports']);

// The repository's own eslint.config.js, run on code that exists only in the test. The import
// rules read import paths alone, so the files are parsed without type information (no project
// service: it would want the files on disk and cost seconds to build the server's program), and
// only those rules run.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => CHECKED.has(ruleId),
});

/** The rules that fire on `code` as the file `file` (relative to the repository root). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const payments = 'apps/server/src/modules/payments/payments.service.ts';

// The first lint loads the whole configuration and its plugins: seconds on a loaded machine.
describe('module boundaries on the server', { timeout: 30_000 }, () => {
  it("fails on another module's repository, for values and for types", async () => {
    expect(
      await violations(payments, "import { authRepository } from '../auth/users.repository.js';"),
    ).toEqual(['parallax/module-boundaries']);
    expect(
      await violations(payments, "import type { UserRow } from '../auth/users.repository.js';"),
    ).toEqual(['parallax/module-boundaries']);
    expect(
      await violations(payments, "type Row = import('../auth/users.repository.js').UserRow;"),
    ).toEqual(['parallax/module-boundaries']);
    expect(
      await violations(
        payments,
        "export { createCartRepository } from '../cart/cart.repository.js';",
      ),
    ).toEqual(['parallax/module-boundaries']);
    // A file deeper in a module's folder is held to the same border.
    expect(
      await violations(
        'apps/server/src/modules/payments/refunds/refunds.service.ts',
        "import type { CartRepository } from '../../cart/cart.repository.js';",
      ),
    ).toEqual(['parallax/module-boundaries']);
  });

  it('keeps providers below the modules: a provider imports no module', async () => {
    const provider = 'apps/server/src/providers/payments/test-acquirer/test-acquirer.provider.ts';
    for (const code of [
      "import type { OrdersRepository } from '../../../modules/payments/orders.repository.js';",
      "import { notices } from '../../../modules/notifications/notifications.presenter.js';",
      "import { users } from '../../../modules/auth/auth.schema.js';",
    ]) {
      expect(await violations(provider, code), code).toEqual(['no-restricted-imports']);
    }
    expect(
      await violations(provider, "import type { PaymentProvider } from '../payments.types.js';"),
    ).toEqual([]);
  });

  it("fails on another module's internals, but not on its public files", async () => {
    expect(
      await violations(payments, "import { codeIsExpired } from '../auth/challenges.rules.js';"),
    ).toEqual(['parallax/module-boundaries']);
    const allowed = [
      "import type { AuthService } from '../auth/auth.service.js';",
      "import { toUserInfo } from '../auth/user.presenter.js';",
      "import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';",
      "import { ordersRepository } from './orders.repository.js';",
      "import type { Database } from '../../db/client.js';",
    ];
    for (const code of allowed) expect(await violations(payments, code), code).toEqual([]);
  });

  it("fails on another module's tables, except in a schema file (foreign keys)", async () => {
    const ordersRepository = 'apps/server/src/modules/payments/orders.repository.ts';
    expect(
      await violations(ordersRepository, "import { carts } from '../cart/cart.schema.js';"),
    ).toEqual(['parallax/module-boundaries']);
    expect(
      await violations(payments, "import type { UserRow } from '../auth/auth.schema.js';"),
    ).toEqual(['parallax/module-boundaries']);
    expect(
      await violations(
        'apps/server/src/modules/payments/refunds/refunds.repository.ts',
        "import { users } from '../../auth/auth.schema.js';",
      ),
    ).toEqual(['parallax/module-boundaries']);
    expect(
      await violations(
        'apps/server/src/modules/feedback/feedback.repository.ts',
        "import { contentPacks } from '../catalog/catalog.schema.js';",
      ),
    ).toEqual(['parallax/module-boundaries']);

    expect(
      await violations(
        'apps/server/src/modules/payments/payments.schema.ts',
        "import { users } from '../auth/auth.schema.js';",
      ),
    ).toEqual([]);
    expect(
      await violations(ordersRepository, "import { orders } from './payments.schema.js';"),
    ).toEqual([]);
  });

  it('leaves the composition of modules (app.ts, tests) free', async () => {
    const code = "import { createCartRepository } from './modules/cart/cart.repository.js';";
    expect(await violations('apps/server/src/app.ts', code)).toEqual([]);
    expect(
      await violations(
        'apps/server/src/modules/payments/payments.int.test.ts',
        "import { authRepository } from '../auth/users.repository.js';",
      ),
    ).toEqual([]);
  });

  it('keeps the layering inside a module (a repository imports no service)', async () => {
    expect(
      await violations(
        'apps/server/src/modules/cart/cart.repository.ts',
        "import { createCartService } from './cart.service.js';",
      ),
    ).toEqual(['no-restricted-imports']);
  });
});

describe('the layers of the web app', { timeout: 30_000 }, () => {
  it('keeps data/ between lib and the features', async () => {
    const subscriptions = 'apps/web/src/data/subscriptions/subscription-queries.ts';
    for (const code of [
      "import { CartPage } from '@/features/cart/components/cart-page';",
      "import { Dialog } from '@/components/ui/dialog';",
      "import { userQueries } from '@/data/account/user-queries';",
      "import { userQueries } from '../account/user-queries';",
    ]) {
      expect(await violations(subscriptions, code), code).toEqual(['no-restricted-imports']);
    }
    for (const code of [
      "import { useSession } from '@/data/session/session-context';",
      "import { api } from '@/lib/api-client';",
      "import { x } from './subscription-dates';",
    ]) {
      expect(await violations(subscriptions, code), code).toEqual([]);
    }
    expect(
      await violations(
        'apps/web/src/lib/http.ts',
        "import { useSession } from '@/data/session/session-context';",
      ),
    ).toEqual(['no-restricted-imports']);
  });
});

// The shape rules read the tree on disk (module cycles) or the text alone (roles, lengths).
const shapeLint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) =>
    [
      'parallax/module-cycles',
      'parallax/file-roles',
      'max-lines',
      'max-lines-per-function',
    ].includes(ruleId),
});

async function shapeViolations(file: string, code: string): Promise<string[]> {
  const [result] = await shapeLint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

describe('the shape of the code', { timeout: 30_000 }, () => {
  it('fails on an import cycle between modules, through any file and for types too', async () => {
    // Ownership reads the catalog (ownership.service.ts): the catalog may not read ownership.
    const catalogFile = 'apps/server/src/modules/catalog/catalog.service.ts';
    expect(
      await shapeViolations(
        catalogFile,
        "import type { OwnershipService } from '../ownership/ownership.service.js';",
      ),
    ).toEqual(['parallax/module-cycles']);
    expect(
      await shapeViolations(
        'apps/server/src/modules/catalog/publishing.service.ts',
        "export { createOwnershipModule } from '../ownership/ownership.module.js';",
      ),
    ).toEqual(['parallax/module-cycles']);
    expect(
      await shapeViolations(catalogFile, "import type { Database } from '../../db/client.js';"),
    ).toEqual([]);
    // Tables name each other's keys both ways: not a cycle of behaviour.
    expect(
      await shapeViolations(
        'apps/server/src/modules/catalog/catalog.schema.ts',
        "import { models } from '../models/models.schema.js';",
      ),
    ).toEqual([]);
  });

  it('fails on a module or provider file whose name says no role', async () => {
    for (const file of [
      'apps/server/src/modules/auth/sessions.ts',
      'apps/server/src/modules/media/media-links.ts',
      'apps/server/src/providers/payments/test-acquirer/acquirer.ts',
    ]) {
      expect(await shapeViolations(file, 'export const x = 1;\n'), file).toEqual([
        'parallax/file-roles',
      ]);
    }
    for (const file of [
      'apps/server/src/modules/auth/sessions.service.ts',
      'apps/server/src/modules/auth/sessions.int.test.ts',
      'apps/server/src/providers/mail/smtp.provider.ts',
      'apps/server/src/http/session.ts',
    ]) {
      expect(await shapeViolations(file, 'export const x = 1;\n'), file).toEqual([]);
    }
  });

  it('fails on a function over 80 lines of code and a file over 300 lines', async () => {
    const body = (count: number) =>
      `export function f(): number {\n  let total = 0;\n${lines(count - 4, (i) => `  total += ${i};`)}\n  return total;\n}\n`;
    const file = 'apps/web/src/features/cart/cart-total.ts';
    expect(await shapeViolations(file, body(80))).toEqual([]);
    expect(await shapeViolations(file, body(81))).toEqual(['max-lines-per-function']);
    // Comments and blank lines do not count against a function, but do against a file.
    const commented = body(78).replace(
      'let total = 0;',
      `let total = 0;\n${lines(30, () => '  // why')}\n`,
    );
    expect(await shapeViolations(file, commented)).toEqual([]);
    const long = lines(301, (i) => `export const value${i} = ${i};`);
    expect(await shapeViolations('apps/server/src/http/long.ts', long)).toEqual(['max-lines']);
    expect(await shapeViolations('packages/core/src/i18n/en.ts', long)).toEqual([]);
    expect(await shapeViolations('apps/server/src/http/long.test.ts', long)).toEqual([]);
  });
});
