import { isGatewayAddress } from './gateway';

describe('gateway address (host:port or http(s) URL)', () => {
  it.each([
    'gw1.example.com:9001',
    '10.0.8.12:7000',
    'https://gw.example.com',
    'http://10.0.0.1:8080/game/s1',
    'https://sea-gw.example.com:8443/',
  ])('accepts %s', (v) => expect(isGatewayAddress(v)).toBe(true));

  it.each([
    'gw1.example.com',
    'gw1.example.com:0',
    'gw1.example.com:70000',
    '10.0.0.300:80',
    'ftp://gw.example.com',
    'https://gw example.com',
    'https://',
    ':9000',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (v) => expect(isGatewayAddress(v)).toBe(false));
});
