import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../modules/catalog/viewer.js';

/** Resolves the viewer of a request (sign-in decides; until then every caller is a guest). */
export type ViewerOf = (request: FastifyRequest) => Promise<Viewer>;
