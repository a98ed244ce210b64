/**
 * A server line's gateway address (src/pages/setting/README.md "Games, lines, projects, interface info"): either
 * `host:port` (a host name or an IPv4 address, port 1–65535) or an http(s) URL (`https://gw.example.com:8443/game`).
 * One check for the form and the backend.
 */
const HOST = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*';
const PORT = '\\d{1,5}';
export const GATEWAY_PATTERN = `^(?:${HOST}:${PORT}|https?://${HOST}(?::${PORT})?(?:/[A-Za-z0-9._~%/-]*)?)$`;
const GATEWAY = new RegExp(GATEWAY_PATTERN);

const isIpv4Like = (host: string) => /^\d+(\.\d+)*$/.test(host);
const validIpv4 = (host: string) => {
  const parts = host.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && String(Number(p)) === p);
};

/** True when `value` is `host:port` or an http(s) URL with a valid host and, if any, a port 1–65535. */
export function isGatewayAddress(value: string): boolean {
  const v = value.trim();
  if (v.length > 200 || !GATEWAY.test(v)) return false;
  const rest = v.replace(/^https?:\/\//, '');
  const hostPort = rest.split('/')[0];
  const [host, port] = hostPort.split(':');
  if (isIpv4Like(host) && !validIpv4(host)) return false;
  if (port !== undefined) {
    const n = Number(port);
    if (!Number.isInteger(n) || n < 1 || n > 65535) return false;
  }
  return true;
}
