// @ts-check
import path from 'node:path';

/**
 * Every server file in a module or a provider names its role in its suffix, so the layer rules
 * (a repository imports no service, a service no HTTP …) reach it and a reader knows what it holds
 * before opening it (docs/decisions/0026-layering-enforced-by-lint.md).
 */
export const SERVER_ROLES = [
  'module', // builds the module from its dependencies: services, routes
  'routes', // HTTP only: schemas, handlers calling services
  'service', // behaviour; the module's public face
  'repository', // queries only
  'schema', // tables (Drizzle)
  'job', // a durable job's handler
  'presenter', // rows to response bodies or page fragments, no I/O
  'types', // types and constants others share, no behaviour
  'heads', // a page's head (title, description, links) for crawlers
  'snapshot', // an in-memory copy of tables, refreshed on change
  'templates', // messages' text and markup
  'rules', // pure decisions, no I/O
  'provider', // an adapter to something outside the system (providers/ only)
];

const ROLE_SUFFIX = new RegExp(`\\.(${SERVER_ROLES.join('|')})\\.ts$`);

/** @type {import('eslint').Rule.RuleModule} */
export const fileRolesRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A server module or provider file says its role in its name' },
    schema: [],
    messages: {
      missing:
        "'{{file}}' says no role: name it <name>.<role>.ts with a role from {{roles}} (lint/file-roles.js).",
    },
  },
  create(context) {
    const file = path.basename(context.filename);
    if (/\.test\.tsx?$/.test(file) || ROLE_SUFFIX.test(file)) return {};
    return {
      Program: (node) =>
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'missing',
          data: { file, roles: SERVER_ROLES.join(', ') },
        }),
    };
  },
};
