import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests (smtp-server, no TLS, any sender accepted) that keeps what it
 * receives, decoded enough to read: subject, plain text, HTML. Used by the mail and identity
 * tests, and usable by end-to-end tests that need to read a mail (e.g. a password-reset link).
 */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | undefined;
  /** The attached files (an event's `.ics`…), decoded. */
  attachments: ReceivedAttachment[];
  raw: string;
}

export interface ReceivedAttachment {
  filename: string | undefined;
  /** The part's whole Content-Type (`text/calendar; charset=utf-8; method=REQUEST`). */
  contentType: string;
  content: string;
}

export interface SmtpPeer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Mails read whole and then refused (`refuse` said so): the sender saw a failed delivery. */
  refused: ReceivedMail[];
  /** The first mail (already received or to come) that matches; rejects after the timeout. */
  waitForMail(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpPeerOptions {
  port?: number;
  /** Answers a mail, once read, with a temporary failure (451) instead of taking it. */
  refuse?: (mail: ReceivedMail) => boolean;
  /** How long the peer takes to answer a mail once read (a slow mail server), in ms. */
  answerAfterMs?: (mail: ReceivedMail) => number;
}

export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A test's app may still hold a pooled connection when the peer closes: drop it at once
    // instead of waiting smtp-server's default 30 s for it (docs/decisions/043).
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = {
          envelopeFrom,
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          ...parseMessage(raw),
          raw,
        };
        const answer = () => {
          if (options.refuse?.(mail)) {
            refused.push(mail);
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          received.push(mail);
          for (const wake of waiters) wake();
          callback();
        };
        const after = options.answerAfterMs?.(mail) ?? 0;
        if (after > 0) setTimeout(answer, after);
        else answer();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    waitForMail(match = () => true, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`No matching mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port with nothing listening on it: a mail server that is down (start a peer on it later). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

// --- A small MIME reader: enough for the mails nodemailer composes. ---------------------------

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const source = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const hex = source.slice(index + 1, index + 3);
    if (source[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else if (underscoreIsSpace && source[index] === '_') {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(source[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?Ol=C3=A1?=`), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_all, _charset: string, mode: string, data: string) =>
        mode.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data, true),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r?\n/, ''))));
}

function parseMessage(raw: string) {
  const message = splitPart(raw);
  const parts = leaves(message);
  const isAttachment = (part: Part) =>
    /^attachment/i.test(part.headers['content-disposition'] ?? '');
  const ofType = (type: string) =>
    parts.find(
      (part) =>
        !isAttachment(part) &&
        (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type),
    );
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    headers: message.headers,
    subject: decodeWords(message.headers.subject ?? ''),
    text: text ? decodeBody(text).replace(/\r\n/g, '\n') : '',
    html: html ? decodeBody(html) : undefined,
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1],
      contentType: part.headers['content-type'] ?? 'application/octet-stream',
      content: decodeBody(part),
    })),
  };
}
