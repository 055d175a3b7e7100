import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
 * The headers helmet writes for these options, worked out once. Helmet builds its middleware
 * from the options, and @fastify/helmet rebuilt it for every request (parsing the CSP each
 * time: an eighth of a signed-in poll's cost); the headers depend on nothing of the request.
 */
function headersOfHelmet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Helmet's defaults (nosniff, no-referrer, same-origin opener and resource policies, HSTS
 * for HTTPS deployments, no framing) with our CSP, on every answer: pages, assets, the API
 * and the 404s.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...headersOfHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
      ),
    },
    // Framing is refused by frame-ancestors; the older header says the same to old browsers.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  }),
  'permissions-policy': PERMISSIONS_POLICY,
};

export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
});
