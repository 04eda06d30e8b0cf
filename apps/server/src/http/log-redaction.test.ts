import { allEndpoints } from '@parallax/core/endpoints/all';
import { describe, expect, it } from 'vitest';
import { SECRET_PATHS, redactText, redactUrl, redactValues } from './log-redaction.js';

const TOKEN = 'Zq3-feed_Token9';

describe('a URL in a log line', () => {
  it('loses the secret segment of a feed link, wherever the path puts it', () => {
    expect(redactUrl(`/feeds/${TOKEN}/deovr`)).toBe('/feeds/…/deovr');
    expect(redactUrl(`/feeds/${TOKEN}/heresphere/7f1c`)).toBe('/feeds/…/heresphere/7f1c');
    expect(redactUrl(`/api/v1/feeds/${TOKEN}`)).toBe('/api/v1/feeds/…');
    expect(redactUrl(`//feeds//${TOKEN}/deovr`)).toBe('//feeds//…/deovr');
    expect(redactUrl(`/%66eeds/${TOKEN}`)).toBe('/%66eeds/…');
    expect(redactUrl(`/FEEDS/${TOKEN}`)).toBe('/FEEDS/…');
  });

  it('loses the ids the hosted payment and age-check pages take as their credential', () => {
    expect(redactUrl('/test-acquirer/checkout/pay_123/confirm')).toBe(
      '/test-acquirer/checkout/…/confirm',
    );
    expect(redactUrl('/test-acquirer/manage/ms_0123')).toBe('/test-acquirer/manage/…');
    expect(redactUrl('/age-verification/provider/av-1')).toBe('/age-verification/provider/…');
    expect(redactUrl('/age-verification/provider.css')).toBe('/age-verification/provider.css');
  });

  it('keeps harmless query values and redacts every other', () => {
    expect(redactUrl('/media/packs/a.mp4?u=8c1e&exp=1799999999&sig=abc')).toBe(
      '/media/packs/a.mp4?u=…&exp=…&sig=…',
    );
    expect(redactUrl('/login/oauth2/code/google?code=c0de&state=st4te')).toBe(
      '/login/oauth2/code/google?code=…&state=…',
    );
    expect(redactUrl('/user-confirm?token=t0k&variant=quest3')).toBe(
      '/user-confirm?token=…&variant=quest3',
    );
    expect(redactUrl('/api/v1/content/list?platform=web_app&page=2&no-age')).toBe(
      '/api/v1/content/list?platform=web_app&page=2&no-age',
    );
    // A name is read decoded; an empty value has nothing to hide.
    expect(redactUrl('/pair-headset?%63ode=ABCDEF&code=&%70age=2')).toBe(
      '/pair-headset?%63ode=…&code=&%70age=2',
    );
  });

  it('covers every path of the endpoint table with a token in it', () => {
    const prefixes = SECRET_PATHS.map((path) => path.replace(/\/:\w+$/, '/'));
    const withToken = allEndpoints.filter((endpoint) => /:token\b/.test(endpoint.path));
    expect(withToken.length).toBeGreaterThan(0);
    for (const endpoint of withToken) {
      const example = endpoint.path.replace(/:token\b/, TOKEN).replace(/:\w+/g, 'x');
      expect(redactUrl(example), endpoint.path).not.toContain(TOKEN);
      expect(prefixes.some((prefix) => endpoint.path.startsWith(prefix))).toBe(true);
    }
  });
});

describe('text in a log line', () => {
  it('redacts the URLs a message quotes', () => {
    expect(redactText(`Route GET:/feeds/${TOKEN}/deovr not found`)).toBe(
      'Route GET:/feeds/…/deovr not found',
    );
    expect(redactText('request to https://cdn.example/a.mp4?sig=abc&platform=web failed')).toBe(
      'request to https://cdn.example/a.mp4?sig=…&platform=web failed',
    );
    expect(redactText('connect to postgres://parallax:hunter2@db:5432/x failed')).toBe(
      'connect to postgres://parallax:…@db:5432/x failed',
    );
  });

  it('leaves plain text and the source files of a stack as they are', () => {
    const stack = 'Error: x\n    at load (/srv/app/dist/modules/feeds/feeds.service.js:12:3)';
    expect(redactText(stack)).toBe(stack);
    expect(redactText('what now? a & b = c')).toBe('what now? a & b = c');
  });

  it('reaches every string of a serialized error', () => {
    const serialized = {
      type: 'FetchError',
      message: 'failed',
      url: `https://parallax.test/feeds/${TOKEN}/deovr`,
      config: { params: ['?code=secret'] },
      at: new Date(0),
    };
    expect(redactValues(serialized)).toEqual({
      type: 'FetchError',
      message: 'failed',
      url: 'https://parallax.test/feeds/…/deovr',
      config: { params: ['?code=…'] },
      at: new Date(0),
    });
  });
});
