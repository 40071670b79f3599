import { describe, expect, it } from 'vitest';
import { redirectAllowed } from './redirects.ts';

describe('redirectAllowed', () => {
  const client = 'http://localhost:1337';
  it('allows the client URL and its sub-paths, whatever the query, with the default port assumed', () => {
    expect(redirectAllowed('http://localhost:1337/app/verify?x=1#y', client, [])).toBe(true);
    expect(redirectAllowed('https://portal.example/app', 'https://portal.example', [])).toBe(true);
    expect(redirectAllowed('https://portal.example:443/app', 'https://portal.example', [])).toBe(true);
  });
  it('refuses other hosts, ports and look-alikes', () => {
    expect(redirectAllowed('http://evil.example/app', client, [])).toBe(false);
    expect(redirectAllowed('http://localhost:1338/', client, [])).toBe(false);
    expect(redirectAllowed('http://localhost:1337.evil.example/', client, [])).toBe(false);
    expect(redirectAllowed('not a url', client, [])).toBe(false);
  });
  it('matches the allow-list globs', () => {
    expect(redirectAllowed('https://pr-12.preview.example/app', client, ['https://*.preview.example'])).toBe(true);
    expect(redirectAllowed('https://a.b.preview.example/app', client, ['https://*.preview.example'])).toBe(false);
  });
  it('allows everything when neither a client URL nor a list is configured', () => {
    expect(redirectAllowed('https://anywhere.example/', '', [])).toBe(true);
  });
});
