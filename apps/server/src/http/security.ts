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
 * Security headers with a content security policy the built app passes: every script, style,
 * font and media file comes from this origin; no inline script; nothing may frame the site. Helmet
 * 8 sets no Permissions-Policy, so it is added here.
 *
 * The headers are the same on every answer, so Helmet runs once, at start, and one hook copies
 * its headers onto each reply (@fastify/helmet builds Helmet's middleware anew on every request).
 * A route may still replace one with its own value (the releases' Cross-Origin-Resource-Policy).
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
