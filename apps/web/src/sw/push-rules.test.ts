import { describe, expect, it } from 'vitest';
import {
  clickTarget,
  GENERIC_PUSH_TITLE,
  isPushReceivedMessage,
  parsePushPayload,
  PUSH_RECEIVED_MESSAGE,
  pushDisplay,
  pushImageUrl,
  readNotificationData,
} from './push-rules';

const payload = {
  id: '0b9d6d1e-6d8b-4a77-9c43-3f2f3d0b1a11',
  title: 'Your purchase is ready',
  body: 'Alpine Dawn is in your library.',
  icon: null,
  image: 'https://cdn.example/dawn.jpg',
  link: 'https://parallax.example/library',
};

describe('parsePushPayload', () => {
  it('reads the payload the server pushes', () => {
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
    const bare = { id: payload.id, title: payload.title, body: payload.body };
    expect(parsePushPayload(JSON.stringify(bare))).toEqual({
      ...bare,
      icon: null,
      image: null,
      link: null,
    });
  });

  it('refuses anything else', () => {
    expect(parsePushPayload(null)).toBeNull();
    expect(parsePushPayload('plain text')).toBeNull();
    expect(parsePushPayload('[]')).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...payload, title: 3 }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...payload, link: {} }))).toBeNull();
  });
});

describe('readNotificationData', () => {
  it('reads what the worker put on the notification', () => {
    expect(readNotificationData({ id: 'a', link: '/x' })).toEqual({ id: 'a', link: '/x' });
    expect(readNotificationData({ id: 'a' })).toEqual({ id: 'a', link: null });
    expect(readNotificationData(null)).toBeNull();
    expect(readNotificationData({ link: '/x' })).toBeNull();
  });
});

describe('clickTarget (spec 2 §3: internal when the link starts with the site URL)', () => {
  const origin = 'https://parallax.example';

  it('keeps a link of the site in the site', () => {
    expect(clickTarget('https://parallax.example/library?x=1', origin)).toEqual({
      url: 'https://parallax.example/library?x=1',
      isSameOrigin: true,
    });
    expect(clickTarget('/content/dawn', origin)).toEqual({
      url: 'https://parallax.example/content/dawn',
      isSameOrigin: true,
    });
    expect(clickTarget(null, origin)).toEqual({
      url: 'https://parallax.example/',
      isSameOrigin: true,
    });
  });

  it('sends any other web address out, and nothing else anywhere', () => {
    expect(clickTarget('https://discord.com/invite/x', origin)).toEqual({
      url: 'https://discord.com/invite/x',
      isSameOrigin: false,
    });
    expect(clickTarget('javascript:alert(1)', origin)).toEqual({
      url: 'https://parallax.example/',
      isSameOrigin: true,
    });
  });
});

describe('pushDisplay (every push shows a notification)', () => {
  const origin = 'https://parallax.example';

  it('shows the payload, its pictures made absolute, tagged with its id', () => {
    expect(pushDisplay({ ...payload, icon: '/icons/dawn.png' }, origin)).toEqual({
      title: payload.title,
      body: payload.body,
      icon: 'https://parallax.example/icons/dawn.png',
      image: 'https://cdn.example/dawn.jpg',
      tag: payload.id,
      data: { id: payload.id, link: payload.link },
    });
  });

  it('shows a push it cannot read as the generic notification, leading home', () => {
    const generic = pushDisplay(parsePushPayload('not ours'), origin);
    expect(generic).toEqual({
      title: GENERIC_PUSH_TITLE,
      body: '',
      icon: 'https://parallax.example/icons/icon-192.png',
      image: null,
      tag: null,
      data: null,
    });
    expect(clickTarget(readNotificationData(generic.data)?.link ?? null, origin).url).toBe(
      'https://parallax.example/',
    );
  });

  it('drops pictures that are not web addresses (the default icon stands in)', () => {
    const shown = pushDisplay(
      { ...payload, icon: 'javascript:alert(1)', image: 'data:image/png;base64,AAAA' },
      origin,
    );
    expect(shown.icon).toBe('https://parallax.example/icons/icon-192.png');
    expect(shown.image).toBeNull();
  });
});

describe('pushImageUrl', () => {
  const origin = 'https://parallax.example';

  it('takes http(s) addresses and paths of the site', () => {
    expect(pushImageUrl('https://cdn.example/a.png', origin)).toBe('https://cdn.example/a.png');
    expect(pushImageUrl('http://cdn.example/a.png', origin)).toBe('http://cdn.example/a.png');
    expect(pushImageUrl('/a.png', origin)).toBe('https://parallax.example/a.png');
  });

  it('drops anything else', () => {
    for (const value of [
      null,
      '',
      'a.png',
      '//cdn.example/a.png',
      '/\\cdn.example/a.png',
      'ftp://cdn.example/a.png',
      'blob:https://parallax.example/x',
      'https://',
    ]) {
      expect(pushImageUrl(value, origin)).toBeNull();
    }
  });
});

describe('the worker’s message that a push came', () => {
  it('is told from any other message', () => {
    expect(isPushReceivedMessage(PUSH_RECEIVED_MESSAGE)).toBe(true);
    expect(isPushReceivedMessage({ type: 'partition' })).toBe(false);
    expect(isPushReceivedMessage(null)).toBe(false);
  });
});
