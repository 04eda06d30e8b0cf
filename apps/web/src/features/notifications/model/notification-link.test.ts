import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-link';

const SITE = ['https://parallax.example'];

describe('notificationTarget (spec 2 §3: internal when the link starts with the site URL)', () => {
  it('navigates in the app to a link of the site, query and hash kept', () => {
    expect(notificationTarget('https://parallax.example/library?contentIds=a#x', SITE)).toEqual({
      kind: 'internal',
      path: '/library?contentIds=a#x',
    });
    expect(notificationTarget('https://parallax.example', SITE)).toEqual({
      kind: 'internal',
      path: '/',
    });
    expect(notificationTarget('https://parallax.example/?promocode=X', SITE)).toEqual({
      kind: 'internal',
      path: '/?promocode=X',
    });
  });

  it('drops the language prefix: the router writes the page’s own', () => {
    expect(notificationTarget('https://parallax.example/es/content/dawn', SITE)).toEqual({
      kind: 'internal',
      path: '/content/dawn',
    });
  });

  it('takes a path of the site as internal', () => {
    expect(notificationTarget('/content/dawn', SITE)).toEqual({
      kind: 'internal',
      path: '/content/dawn',
    });
  });

  it('opens any other web address as external', () => {
    expect(notificationTarget('https://discord.com/invite/x', SITE)).toEqual({
      kind: 'external',
      href: 'https://discord.com/invite/x',
    });
    // Starts with the site's text but is another host.
    expect(notificationTarget('https://parallax.example.evil/x', SITE)).toEqual({
      kind: 'external',
      href: 'https://parallax.example.evil/x',
    });
    expect(notificationTarget('//evil.example/x', SITE)).toBeNull();
  });

  it('has no target without a web address', () => {
    expect(notificationTarget(null, SITE)).toBeNull();
    expect(notificationTarget('  ', SITE)).toBeNull();
    expect(notificationTarget('javascript:alert(1)', SITE)).toBeNull();
  });

  it('is never internal when the browser would read it as another site’s', () => {
    // A backslash is read as a slash: `/\\evil.example/x` is `//evil.example/x`.
    expect(notificationTarget('/\\evil.example/x', SITE)?.kind).not.toBe('internal');
    expect(notificationTarget('https://parallax.example\\@evil.example/x', SITE)).not.toEqual(
      expect.objectContaining({ kind: 'internal' }),
    );
    // Starts with the site's text, but the credentials make it another host.
    expect(notificationTarget('https://parallax.example@evil.example/x', SITE)).toEqual({
      kind: 'external',
      href: 'https://parallax.example@evil.example/x',
    });
  });
});
