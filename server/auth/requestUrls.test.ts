import { describe, expect, it } from 'vitest';
import { authConfigFromEnv } from './authConfig.ts';
import { requestUrls } from './requestUrls.ts';

const request = (headers: Record<string, string | string[] | undefined>, protocol: 'http' | 'https' = 'http') => ({ headers, protocol });

describe('requestUrls', () => {
  const local = authConfigFromEnv({}, [], 'http://localhost:1337');

  it('with no AUTH_CLIENT_URL, answers a loopback request under its own name and allows every loopback name on the port', () => {
    const urls = requestUrls(local, request({ host: '127.0.0.1:1337' }));
    expect([urls.clientUrl, urls.serverUrl]).toEqual(['http://127.0.0.1:1337', 'http://127.0.0.1:1337/v1/auth']);
    for (const url of ['http://localhost:1337/a', 'http://127.0.0.1:1337/a?b=c', 'http://[::1]:1337/']) expect(urls.redirectAllowed(url), url).toBe(true);
    for (const url of ['http://127.0.0.1:1338/a', 'https://127.0.0.1:1337/a', 'http://evil.example/', 'http://127.0.0.1:1337.evil.example/']) {
      expect(urls.redirectAllowed(url), url).toBe(false);
    }
  });

  it('keeps the default for a request to any other address', () => {
    for (const headers of [{ host: 'evil.example' }, { host: 'evil.example:1337' }, { host: '127.0.0.1:9999' }, { host: 'localhost:1337', 'x-forwarded-host': 'evil.example' }]) {
      const urls = requestUrls(local, request(headers));
      expect([urls.clientUrl, urls.serverUrl], JSON.stringify(headers)).toEqual(['http://localhost:1337', 'http://localhost:1337/v1/auth']);
    }
    expect(requestUrls(local, request({ host: '127.0.0.1:1337' }, 'https')).clientUrl).toBe('http://localhost:1337');
  });

  it('never derives an address that was configured, nor a default that is not on a loopback name', () => {
    const configured = authConfigFromEnv({ AUTH_CLIENT_URL: 'http://localhost:1337', AUTH_SERVER_URL: 'http://localhost:1337/v1/auth' }, []);
    const urls = requestUrls(configured, request({ host: '127.0.0.1:1337' }));
    expect([urls.clientUrl, urls.serverUrl]).toEqual(['http://localhost:1337', 'http://localhost:1337/v1/auth']);
    expect(urls.redirectAllowed('http://localhost:1337/a')).toBe(true);
    expect(urls.redirectAllowed('http://127.0.0.1:1337/a')).toBe(false);

    // Only the client URL configured: the links in e-mails still follow the request among loopback names.
    const clientOnly = requestUrls(authConfigFromEnv({ AUTH_CLIENT_URL: 'https://portal.example' }, [], 'http://localhost:1337'), request({ host: '[::1]:1337' }));
    expect([clientOnly.clientUrl, clientOnly.serverUrl]).toEqual(['https://portal.example', 'http://[::1]:1337/v1/auth']);

    const named = requestUrls(authConfigFromEnv({}, [], 'http://portal.lan:1337'), request({ host: '127.0.0.1:1337' }));
    expect([named.clientUrl, named.serverUrl]).toEqual(['http://portal.lan:1337', 'http://portal.lan:1337/v1/auth']);
    expect(named.redirectAllowed('http://127.0.0.1:1337/')).toBe(false);
  });

  it('still allows the AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS globs', () => {
    const config = authConfigFromEnv({ AUTH_ACCESS_CONTROL_ALLOWED_REDIRECT_URLS: 'https://*.preview.example' }, [], 'http://localhost:1337');
    expect(requestUrls(config, request({ host: 'localhost:1337' })).redirectAllowed('https://pr-1.preview.example/app')).toBe(true);
  });
});
