import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import type { ClientRequestArgs } from 'node:http';
import { Agent, createServer, type AgentOptions, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import { selfSignedCertificate } from '../../../testing/self-signed-certificate.ts';

/** What the test push service received for one device, decrypted and checked. */
export interface ReceivedPush {
  device: string;
  /** The decrypted body (the JSON the service worker reads). */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's verified claims. */
  claims: JWTPayload;
  /** The `k=` of the Authorization header: the application server's public key. */
  vapidKey: string;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface TestDevice {
  name: string;
  ecdh: ECDH;
  auth: Buffer;
  /** `PushSubscription.toJSON()` as a browser sends it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** Decrypts an `aes128gcm` push message (RFC 8188 record, RFC 8291 keys). */
export function decryptAes128gcm(body: Buffer, device: Pick<TestDevice, 'ecdh' | 'auth'>): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const sharedSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end);
}

/** Verifies `Authorization: vapid t=<jwt>, k=<key>`: ES256 over k, audience the push origin. */
async function verifyVapid(header: string | undefined, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match;
  const point = Buffer.from(key!, 'base64url');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload, protectedHeader } = await jwtVerify(token!, publicKey, { audience });
  if (protectedHeader.alg !== 'ES256') throw new Error(`VAPID signed with ${protectedHeader.alg}`);
  return { claims: payload, vapidKey: key! };
}

/** An HTTPS agent whose connections to port 443 go to the peer's own port. */
class PeerAgent extends Agent {
  constructor(
    private readonly port: number,
    options: AgentOptions,
  ) {
    super(options);
  }

  override createConnection(
    options: ClientRequestArgs,
    callback?: (error: Error | null, socket: Duplex) => void,
  ): Duplex | null | undefined {
    return super.createConnection({ ...options, port: this.port }, callback);
  }
}

export interface PushServicePeer {
  /** https://localhost (the default port: the agent connects it to the peer's). */
  origin: string;
  /** An HTTPS agent that trusts this peer's self-signed certificate. */
  agent: Agent;
  /** A browser device subscribed at this peer. */
  device(name: string): TestDevice;
  /** What each device received, in order (only checked, decrypted messages). */
  received: ReceivedPush[];
  /** Failures of the checks (a bad body or JWT), which the test asserts are none. */
  failures: string[];
  /** The status this device's endpoint answers from now on (201 by default; 410: gone). */
  answer(device: string, status: number): void;
  close(): Promise<void>;
}

/**
 * A push service over real HTTPS (a certificate made by openssl for localhost (selfSignedCertificate), trusted through
 * the agent): it decrypts each message with the device's keys and verifies the VAPID JWT, as
 * FCM or Mozilla's autopush would, then answers 201 (or what the test told it).
 *
 * Its endpoints are on `https://localhost` without a port, as a real push service's are (the
 * server accepts no other port, decision 073); the agent connects them to the free port the
 * peer listens on.
 */
export async function startPushServicePeer(): Promise<PushServicePeer> {
  const { key, cert } = selfSignedCertificate();

  const devices = new Map<string, TestDevice>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      const status = statuses.get(name) ?? 201;
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (status !== 201) {
        response.writeHead(status).end();
        return;
      }
      void (async () => {
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm')
            throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
          const body = decryptAes128gcm(Buffer.concat(chunks), device);
          const vapid = await verifyVapid(request.headers.authorization, origin);
          received.push({
            device: name,
            payload: JSON.parse(body.toString('utf8')),
            ttl: Number(request.headers.ttl),
            urgency: request.headers.urgency as string | undefined,
            ...vapid,
          });
          response.writeHead(201).end();
        } catch (error) {
          failures.push(`${name}: ${(error as Error).message}`);
          response.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = 'https://localhost';
  const agent = new PeerAgent(port, {
    ca: cert,
    lookup: (_host, options, callback) => {
      // localhost is this peer on 127.0.0.1 (never ::1, where it does not listen).
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    },
  });

  return {
    origin,
    agent,
    received,
    failures,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device: TestDevice = {
        name,
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
      devices.set(name, device);
      return device;
    },
    answer(device, status) {
      statuses.set(device, status);
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
