// The TLS proxy in front of the portal, as it is deployed (README: "Behind a TLS proxy"): HTTPS
// with HTTP/2 to the browser, HTTP/1.1 to the server, the Host kept and X-Forwarded-* set. The
// Lighthouse benchmark measures the pages through it, because a browser reaches the portal that
// way: over HTTP/2 many small files share one connection, where plain HTTP/1.1 gives a page six.
// Written on node:http2 (about forty lines) rather than a proxy package: it forwards one server's
// requests and nothing else (no routing, no websockets), and only the benchmarks start it.
import { request as httpRequest, Agent } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '../../apps/api/src/testing/self-signed-certificate.ts';

export interface HttpsProxy {
  port: number;
  /** Chromium's flag that trusts the proxy's certificate (and no other). */
  chromiumFlag: string;
  close: () => Promise<void>;
}

/** Headers of one hop only, never forwarded (RFC 9110 §7.6.1; HTTP/2 refuses them). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);

export async function startHttpsProxy(upstreamPort: number): Promise<HttpsProxy> {
  const { key, cert, spkiHash } = selfSignedCertificate();
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const forward = (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(incoming.headers))
      if (!name.startsWith(':') && !hopByHop.has(name) && value !== undefined)
        headers[name] = value;
    headers.host = incoming.authority || String(incoming.headers.host ?? '');
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '127.0.0.1';
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: incoming.method,
        path: incoming.url,
        headers,
        agent,
      },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of hopByHop) delete answerHeaders[name];
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  };
  const server = createSecureServer({ key, cert, allowHTTP1: true }, forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spkiHash}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
