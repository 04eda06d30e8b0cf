/**
 * A visitor's HTTP as a browser does it, for the soak: its cookies (the session and the CSRF
 * pair), the CSRF echo on every state-changing call, compressed answers, and revalidation with
 * the ETags it was given.
 */
export class Visitor {
  private readonly cookies = new Map<string, string>();
  private readonly etags = new Map<string, string>();
  /** Requests sent (a redirect followed by hand counts twice). */
  requests = 0;

  constructor(readonly baseUrl: string) {}

  /** The Cookie header, or undefined with no cookies (a guest's first visit). */
  cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private csrf(): string {
    for (const [name, value] of this.cookies) if (/parallax_csrf$/.test(name)) return value;
    return '';
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (isExpired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One request; the body is read whole (so the time includes it). `asGuest` sends no cookies.
   * `revalidate` sends If-None-Match when this visitor has the URL's ETag.
   */
  async send(
    method: string,
    path: string,
    options: {
      body?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      asGuest?: boolean;
      revalidate?: boolean;
    } = {},
  ): Promise<{ status: number; headers: Headers; text: string; bytes: number }> {
    const url = new URL(path, this.baseUrl).toString();
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip, deflate, br',
      ...options.headers,
    };
    const cookie = options.asGuest ? undefined : this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && method !== 'HEAD' && !options.asGuest) {
      headers['x-csrf-token'] = this.csrf();
    }
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const etag = this.etags.get(url);
    if (options.revalidate && etag) headers['if-none-match'] = etag;
    this.requests++;
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const buffer = Buffer.from(await response.arrayBuffer());
    if (!options.asGuest) this.keep(response);
    const tag = response.headers.get('etag');
    if (tag && method === 'GET' && response.status === 200) this.etags.set(url, tag);
    return {
      status: response.status,
      headers: response.headers,
      text: buffer.toString('utf8'),
      bytes: buffer.length,
    };
  }

  /** A JSON call that must answer `status`; throws naming the call and the answer otherwise. */
  async json<T>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
    const answer = await this.send(method, path, { body });
    if (answer.status !== status) {
      throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    return (answer.text ? JSON.parse(answer.text) : null) as T;
  }
}
