import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features the site may use, and only from its own pages (`self`): the VR player
 * (xr-spatial-tracking; gamepad for the controllers' thumbsticks), the 2D viewer (fullscreen,
 * picture-in-picture, and accelerometer and gyroscope for the phone's motion look-around, which
 * `deviceorientation` needs), video autoplay, and copying a promo code (clipboard-write).
 * Everything else a page could ask for is off, so injected script or a framed page cannot turn on
 * a camera, a microphone, location, payment or a device port, and no ad-tracking API answers.
 * Only names current browsers know: an unknown one costs a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'autoplay',
    'clipboard-write',
    'fullscreen',
    'gamepad',
    'gyroscope',
    'picture-in-picture',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=(self)`),
  ...[
    'browsing-topics',
    'camera',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'interest-cohort',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'window-management',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * The headers a JSON answer needs (OWASP's REST set): nothing in it may load or run
 * (`default-src 'none'`), it may not be framed or sniffed as something else, and other sites may
 * not embed it. A page's policies (its sources, the Permissions-Policy, the opener's isolation)
 * govern documents and their scripts, and JSON opened as a document runs no script, so the API
 * answers (the most frequent ones, a guest's catalog reads first) carry ~250 bytes of security
 * headers instead of ~1.4 KB.
 */
function answerHeaders(documents: Record<string, string>): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...onlyHeaders(documents, [
      'Cross-Origin-Resource-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]),
  };
}

/** Those of a page's headers named here. */
function onlyHeaders(documents: Record<string, string>, names: readonly string[]) {
  return Object.fromEntries(Object.entries(documents).filter(([name]) => names.includes(name)));
}

/** A JSON answer (`application/json`, `application/problem+json`, a web manifest …). */
function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^[^;]*[/+]json\b/i.test(contentType);
}

/**
 * The headers a script or a stylesheet needs: the page's source policy (a worker's script brings
 * its own, and a stylesheet's referrer policy governs what its `url()`s fetch), no sniffing, not
 * embedded elsewhere. The rest (Permissions-Policy, framing, the opener's isolation, the old
 * browsers' switches) governs documents only. A phone loads some 40 of them on its first visit;
 * over HTTP/1.1 each carried ~1.6 KB of headers, about a third of its body on average.
 */
function subresourceHeaders(documents: Record<string, string>): Record<string, string> {
  return onlyHeaders(documents, [
    'Content-Security-Policy',
    'Cross-Origin-Resource-Policy',
    'Referrer-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
  ]);
}

/** A script or a stylesheet (`text/javascript`, `application/javascript`, `text/css`). */
function isSubresource(contentType: unknown): boolean {
  return (
    typeof contentType === 'string' &&
    /^\s*(text|application)\/(javascript|css)\b/i.test(contentType)
  );
}

/**
 * Security headers with a content security policy the built app passes: every script, style,
 * font and media file comes from this origin; no inline script; nothing may frame the site. Helmet
 * 8 sets no Permissions-Policy, so it is added here. JSON answers, scripts and stylesheets get the
 * shorter sets above.
 *
 * The headers are the same on every answer of a kind, so Helmet runs once, at start, and one hook
 * copies the set for the answer's content type onto each reply as it is sent (@fastify/helmet
 * builds Helmet's middleware anew on every request). A header the route set itself is kept (the
 * releases' Cross-Origin-Resource-Policy, the API docs' own policy).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    isHttps: boolean;
    /** The object store's origin, when media is delivered from a bucket (null: from here). */
    mediaOrigin?: string | null;
  },
): void {
  // Media and downloads (fetched by the player and the download worker) may come from the bucket.
  const media = options.mediaOrigin ? [options.mediaOrigin] : [];
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React's style props go through the CSSOM, which style-src does not govern.
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...media],
          mediaSrc: ["'self'", 'blob:', ...media],
          fontSrc: ["'self'", 'data:'],
          // blob: the player reads a downloaded pack or a file of this device through object URLs
          // (the 3D scene loader fetches them).
          connectSrc: ["'self'", 'blob:', ...media],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000 } : false,
      // The media and image routes are fetched by the player and the service worker of this origin.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
    }),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  const documents = Object.entries(headers);
  const answers = Object.entries(answerHeaders(headers));
  const subresources = Object.entries(subresourceHeaders(headers));
  const headersFor = (contentType: unknown) => {
    if (isJson(contentType)) return answers;
    return isSubresource(contentType) ? subresources : documents;
  };
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of headersFor(reply.getHeader('content-type'))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}

/** The headers Helmet sets with these options, collected from one run of its middleware. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => {},
  };
  // Helmet throws bad options at once (it no longer passes them to `next`).
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
