import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer, the web app's above all. Everything comes from
 * our own origin; the exceptions are what the app measurably needs (docs/security.md):
 * - `'wasm-unsafe-eval'`: the QR reader (zxing) and the OCR core (tesseract) compile
 *   WebAssembly; it allows compiling wasm, not `eval` of JavaScript.
 * - `blob:` for images and media: photo previews and camera captures are object URLs.
 * - `data:` for images: small icons inlined into the CSS.
 * - `style-src 'unsafe-inline'`: react-toastify injects its stylesheet as a <style> element.
 *   Styles cannot run code; scripts stay strictly 'self'.
 * No `upgrade-insecure-requests` (helmet's default): Nivas is often served over plain HTTP
 * on a hostel's own network, where upgrading every request to HTTPS would break the app.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'worker-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const;

/** The camera is for the onboarding wizard on our own pages; nothing else is wanted. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Helmet's defaults (nosniff, no-referrer, same-origin opener and resource policies, HSTS
 * for HTTPS deployments, no framing) with our CSP, on every answer: pages, assets, the API
 * and the 404s.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
      ),
    },
    // Framing is refused by frame-ancestors; the older header says the same to old browsers.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
});
