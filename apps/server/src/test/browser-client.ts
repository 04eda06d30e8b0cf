import { AUTH_COOKIES, HOST_COOKIE_PREFIX } from '@parallax/core/contracts/auth-cookies';
import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Talks to the app through `inject` the way a browser would: keeps the cookies the server sets
 * (deleting expired ones), sends them back, and echoes the CSRF cookie on state-changing calls.
 */
export class BrowserClient {
  readonly cookies = new Map<string, string>();

  constructor(
    /** The app the next request goes to (another instance, behind a load balancer). */
    public app: FastifyInstance,
    private readonly language = 'en',
    /** The client address the server sees (another one is another requester). */
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    if (method !== 'GET' && this.cookie(AUTH_COOKIES.csrf) === undefined)
      await this.request('GET', '/api/bootstrap/check');
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const options: InjectOptions = {
      method,
      url,
      headers: {
        'user-language': this.language,
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.cookie(AUTH_COOKIES.csrf) ?? '' }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      remoteAddress: this.remoteAddress,
    };
    const response = await this.app.inject(options);
    for (const set of response.cookies) {
      const expired = set.expires !== undefined && set.expires.getTime() <= Date.now();
      if (expired || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  /** An auth cookie by its plain name: the `__Host-` one on an https site, else the plain one. */
  cookie(name: string): string | undefined {
    return this.cookies.get(HOST_COOKIE_PREFIX + name) ?? this.cookies.get(name);
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, payload: unknown = {}) {
    return this.request('POST', url, payload);
  }
}
