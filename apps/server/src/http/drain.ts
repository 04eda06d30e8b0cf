import type { FastifyInstance } from 'fastify';

/**
 * Closing drains: the server stops accepting connections, new requests on kept-alive ones are
 * answered 503, and requests in flight finish — for at most `drainMs`. Connections still open
 * then (a long download; players resume with Range) are cut, so the job queue and the database
 * close in the rest of the shutdown time.
 */
export function limitDrain(app: FastifyInstance, drainMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    timer = setTimeout(() => app.server.closeAllConnections(), drainMs);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
}
