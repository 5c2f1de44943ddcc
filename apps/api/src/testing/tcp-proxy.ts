import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real peer (Redis in the outage tests), on a port of its own that
 * stays the same across a stop and a start. The peer can:
 * - stop: the proxy stops listening and drops every connection (a peer that is down: a new
 *   connection is refused);
 * - freeze: connections stay open but nothing passes either way (a peer that stops answering;
 *   what was sent is held, as TCP would, and delivered at `thaw`).
 */
export interface TcpProxy {
  readonly port: number;
  readonly url: string;
  /** Connections open through the proxy now (a client's that closed is gone). */
  readonly connections: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  peer: Socket;
  held: { toPeer: Buffer[]; toClient: Buffer[] };
}

export async function startTcpProxy(
  target: { host: string; port: number },
  scheme = 'tcp',
): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;
  let server: Server | undefined;
  let port = 0;

  function forward(from: Socket, to: Socket, held: Buffer[]) {
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push(chunk);
      else to.write(chunk);
    });
  }

  function accept(client: Socket) {
    const peer = createConnection(target);
    const pair: Pair = { client, peer, held: { toPeer: [], toClient: [] } };
    pairs.add(pair);
    forward(client, peer, pair.held.toPeer);
    forward(peer, client, pair.held.toClient);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      peer.destroy();
    };
    client.on('close', end).on('error', end);
    peer.on('close', end).on('error', end);
  }

  async function listen(): Promise<void> {
    const next = createServer(accept);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.address();
    port = typeof address === 'object' && address ? address.port : port;
    server = next;
  }

  await listen();
  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    get url() {
      return `${scheme}://127.0.0.1:${port}`;
    },
    get connections() {
      return pairs.size;
    },
    async stop() {
      const closing = server;
      server = undefined;
      for (const pair of pairs) {
        pair.client.destroy();
        pair.peer.destroy();
      }
      pairs.clear();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        for (const chunk of pair.held.toPeer.splice(0)) pair.peer.write(chunk);
        for (const chunk of pair.held.toClient.splice(0)) pair.client.write(chunk);
      }
    },
    close() {
      return proxy.stop();
    },
  };
  return proxy;
}
