import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React's style props go through the CSSOM, which style-src does not govern.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // blob: the player reads a downloaded pack or a file of this device through object URLs
        // (the 3D scene loader fetches them).
        connectSrc: ["'self'", 'blob:'],
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
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
