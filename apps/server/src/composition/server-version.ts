import { readFileSync } from 'node:fs';
import { paths } from '../paths.js';

/** The server's version (its package.json): the OpenAPI document, /health and releases say it. */
export const { version: serverVersion } = JSON.parse(
  readFileSync(`${paths.serverRoot}/package.json`, 'utf8'),
) as { version: string };
