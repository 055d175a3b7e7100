import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsFront {
  url: string;
  stop(): Promise<void>;
}

/** Headers of HTTP/1.1's own connection, which HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * HTTPS with HTTP/2 in front of the server at `backend`, as the TLS-terminating proxy that
 * docs/security.md asks for when Nivas is reached from the internet would be (Caddy, nginx:
 * both speak HTTP/2 to browsers). What it changes for a first visit is the connection: one,
 * with every script and answer on it at once, instead of HTTP/1.1's six at a time. The
 * certificate is made for 127.0.0.1 by openssl on each start; the browser is told to accept it.
 */
export async function startTlsFront(backend: string, port: number): Promise<TlsFront> {
  const folder = mkdtempSync(join(tmpdir(), 'nivas-bench-tls-'));
  const keyFile = join(folder, 'key.pem');
  const certFile = join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    // prettier-ignore
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
    { stdio: 'ignore' },
  );
  const target = new URL(backend);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({
    key: readFileSync(keyFile),
    cert: readFileSync(certFile),
    allowHTTP1: true,
  });
  rmSync(folder, { recursive: true, force: true });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });

  server.on('stream', (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = { host: target.host };
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && value !== undefined) forwarded[name] = value;
    }
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
        agent,
      },
      (response) => {
        // Cancelled while the server was answering: the answer goes nowhere.
        if (stream.destroyed) {
          response.resume();
          return;
        }
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!CONNECTION_HEADERS.has(name)) answer[name] = value;
        }
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    // The browser may cancel a stream (a navigation away, a reset): the request behind it goes
    // too, and its answer is dropped above.
    stream.on('error', () => request.destroy());
    stream.on('close', () => {
      if (!stream.headersSent) request.destroy();
    });
    stream.pipe(request);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
