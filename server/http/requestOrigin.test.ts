import { describe, expect, it } from 'vitest';
import { listeningOrigin, loopbackAliases, pickLoopbackSpelling, requestOrigin } from './requestOrigin.ts';

const request = (headers: Record<string, string | string[] | undefined>, protocol: 'http' | 'https' = 'http') => ({ headers, protocol });

describe('loopbackAliases', () => {
  it('spells a loopback URL under every loopback name, keeping scheme, port, path and the written form', () => {
    expect(loopbackAliases('http://localhost:1337')).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337', 'http://[::1]:1337']);
    expect(loopbackAliases('http://127.0.0.1:1337/v1/auth')).toEqual([
      'http://127.0.0.1:1337/v1/auth', 'http://localhost:1337/v1/auth', 'http://[::1]:1337/v1/auth',
    ]);
    expect(loopbackAliases('http://[::1]:8080/')).toEqual(['http://[::1]:8080/', 'http://localhost:8080/', 'http://127.0.0.1:8080/']);
  });
  it('gives any other URL alone', () => {
    expect(loopbackAliases('https://portal.example')).toEqual(['https://portal.example']);
    expect(loopbackAliases('http://127.0.0.2:1337')).toEqual(['http://127.0.0.2:1337']);
    expect(loopbackAliases('http://localhost.evil.example:1337')).toEqual(['http://localhost.evil.example:1337']);
  });
});

describe('requestOrigin', () => {
  it('reads the Host header and the connection\'s scheme, or what a proxy forwarded', () => {
    expect(requestOrigin(request({ host: '127.0.0.1:1337' }))).toBe('http://127.0.0.1:1337');
    expect(requestOrigin(request({ host: '[::1]:1337' }))).toBe('http://[::1]:1337');
    expect(requestOrigin(request({ host: 'LocalHost:80' }))).toBe('http://localhost');
    expect(requestOrigin(request({ host: 'portal.example' }, 'https'))).toBe('https://portal.example');
    expect(requestOrigin(request({ host: 'localhost:1337', 'x-forwarded-host': '127.0.0.1:1337, proxy.internal', 'x-forwarded-proto': 'http,https' })))
      .toBe('http://127.0.0.1:1337');
    expect(requestOrigin(request({ host: 'localhost:1337', 'x-forwarded-host': ['[::1]:1337', 'x'] }))).toBe('http://[::1]:1337');
  });
  it('gives null for anything but a bare host and port over http(s)', () => {
    for (const headers of [
      {}, { host: '' }, { host: 'localhost:1337@evil.example' }, { host: 'evil.example/path' }, { host: 'evil.example?x' },
      { host: 'user@localhost' }, { host: 'localhost:1337 ' + 'x' }, { host: 'localhost', 'x-forwarded-proto': 'javascript' },
      { host: 'localhost', 'x-forwarded-host': 'evil.example#x' },
    ]) {
      expect(requestOrigin(request(headers)), JSON.stringify(headers)).toBeNull();
    }
  });
});

describe('pickLoopbackSpelling', () => {
  it('follows the request among the loopback names of the fallback, and nowhere else', () => {
    expect(pickLoopbackSpelling('http://127.0.0.1:1337', request({ host: 'localhost:1337' }))).toBe('http://localhost:1337');
    expect(pickLoopbackSpelling('http://127.0.0.1:1337', request({ host: '[::1]:1337' }))).toBe('http://[::1]:1337');
    for (const headers of [{ host: 'evil.example' }, { host: 'localhost:1338' }, { host: 'localhost:1337', 'x-forwarded-host': 'evil.example' }, {}]) {
      expect(pickLoopbackSpelling('http://127.0.0.1:1337', request(headers)), JSON.stringify(headers)).toBe('http://127.0.0.1:1337');
    }
    expect(pickLoopbackSpelling('https://files.example', request({ host: 'localhost:1337' }))).toBe('https://files.example');
  });
});

describe('listeningOrigin', () => {
  it('writes the socket\'s own address and port, IPv4 mapped into IPv6 as IPv4, IPv6 in brackets', () => {
    const at = (localAddress: string, localPort = 1337) => listeningOrigin({ socket: { localAddress, localPort } as never, protocol: 'http' });
    expect(at('127.0.0.1')).toBe('http://127.0.0.1:1337');
    expect(at('::ffff:192.168.0.5', 80)).toBe('http://192.168.0.5');
    expect(at('::1')).toBe('http://[::1]:1337');
  });
});
