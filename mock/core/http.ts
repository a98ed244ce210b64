/**
 * The slice of express's request and response the mock handlers use (umi runs them on express; tests pass
 * plain objects). Bodies are parsed by umi: JSON, urlencoded, and multipart with files in `req.files`.
 */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
  mimetype: string;
}

export type HeaderValue = string | string[] | undefined;

export interface MockRequest {
  method?: string;
  path?: string;
  url?: string;
  headers: Record<string, HeaderValue>;
  body?: unknown;
  query?: Record<string, unknown>;
  files?: UploadedFile[];
  ip?: string;
  protocol?: string;
  socket?: { remoteAddress?: string };
}

export interface MockResponse {
  status(code: number): unknown;
  json(body: unknown): unknown;
  send(body: string): unknown;
  setHeader(name: string, value: string | number): unknown;
  end(body?: string): unknown;
}

export type MockHandler = (req: MockRequest, res: MockResponse) => Promise<void>;

/** How long the embedded backend keeps an idle connection open (docs/rules.md "Timeouts"). */
export const KEEP_IDLE_MS = 65_000;

/**
 * Node closes an idle keep-alive connection after 5 s, and a client that sends on it at that moment gets a reset
 * (`socket hang up`, seen once in a browser test's API call). Like the proxies in front of a production backend, the
 * embedded one keeps idle connections open longer than its clients do: set on its server by the first call it answers.
 */
export function keepIdleConnections(req: MockRequest): void {
  const server = (req.socket as { server?: { keepAliveTimeout: number; headersTimeout: number } } | undefined)?.server;
  if (!server || server.keepAliveTimeout >= KEEP_IDLE_MS) return;
  server.keepAliveTimeout = KEEP_IDLE_MS;
  // a request's headers may take as long as the idle wait before them (Node's advice: more than the keep-alive)
  if (server.headersTimeout <= KEEP_IDLE_MS) server.headersTimeout = KEEP_IDLE_MS + 1000;
}

/** A header's value (case-insensitive; the first of repeated values). */
export function header(req: MockRequest, name: string): string | undefined {
  const lower = name.toLowerCase();
  const key = Object.keys(req.headers || {}).find((k) => k.toLowerCase() === lower);
  const v = key === undefined ? undefined : req.headers[key];
  return Array.isArray(v) ? v[0] : v;
}

export function clientIp(req: MockRequest): string {
  const forwarded = header(req, 'x-forwarded-for');
  const ip = forwarded?.split(',')[0].trim() || req.ip || req.socket?.remoteAddress || '127.0.0.1';
  return ip.replace(/^::ffff:/, '');
}

/** A positive integer header (X-Game-Id, X-Child-Game-Id), else 0. */
export function intHeader(req: MockRequest, name: string): number {
  const v = Number(header(req, name));
  return Number.isInteger(v) && v > 0 ? v : 0;
}

export function queryString(req: MockRequest, name: string): string {
  const v = req.query?.[name];
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0] : '';
  return typeof v === 'string' ? v : '';
}

/** Binary answer: express's res.end takes a Buffer too. */
interface BinaryResponse {
  end(body: Buffer): unknown;
}

/** Sends a file as an attachment (the handler then calls ctx.raw()). */
export function sendFile(res: MockResponse, bytes: Uint8Array, fileName: string, type: string): void {
  res.status(200);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', bytes.length);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  (res as unknown as BinaryResponse).end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
}

/** GET downloads take the session from the `satoken` header or, for a plain link, the `?satoken=` query. */
export function withQueryToken(handler: (req: MockRequest, res: MockResponse) => Promise<void>) {
  return (req: MockRequest, res: MockResponse) => {
    const token = queryString(req, 'satoken');
    const hasHeader = Object.keys(req.headers || {}).some((k) => k.toLowerCase() === 'satoken' && req.headers[k]);
    if (token && !hasHeader) req.headers = { ...req.headers, satoken: token };
    return handler(req, res);
  };
}
