import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 8080 on 127.0.0.1 with PGlite in ./data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/parallax' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/parallax/data/pglite' });
  });

  it('switches to PostgreSQL with DATABASE_URL, and to memory with memory://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' }).database).toMatchObject(
      {
        kind: 'postgres',
        url: 'postgres://u:p@127.0.0.1:5432/db',
      },
    );
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
  });

  it('fails with a message naming each bad value', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT="eighty"/);
    expect(attempt).toThrow(/DATABASE_URL="mysql:\/\/x": DATABASE_URL must be postgres/);
    expect(attempt).toThrow(/LOG_LEVEL="loud"/);
  });

  it('keeps passwords out of the error message', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db/x' });
    expect(attempt).toThrow(/mysql:\/\/admin:\*\*\*@db\/x/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('keeps imported content in DATA_DIR/content-media unless CONTENT_MEDIA_DIR names a folder', () => {
    expect(loadConfig({ INIT_CWD: '/srv/parallax' }).contentMediaDir).toBe(
      '/srv/parallax/data/content-media',
    );
    expect(loadConfig({ INIT_CWD: '/srv/parallax', DATA_DIR: '/var/lib/px' }).contentMediaDir).toBe(
      '/var/lib/px/content-media',
    );
    expect(loadConfig({ CONTENT_MEDIA_DIR: '/mnt/media/content' }).contentMediaDir).toBe(
      '/mnt/media/content',
    );
  });

  it('keeps media in MEDIA_DIR, or in a bucket with MEDIA_STORE=s3 and its credentials', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'local' });
    const s3 = {
      MEDIA_STORE: 's3',
      S3_BUCKET: 'parallax-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'hunter2',
    };
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).mediaStore).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'parallax-media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'hunter2',
      forcePathStyle: true,
      urlExpirySeconds: 60,
    });
    expect(loadConfig({ ...s3, S3_REGION: 'eu-west-3' }).mediaStore).toMatchObject({
      endpoint: null,
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    const incomplete = () => loadConfig({ MEDIA_STORE: 's3', S3_ACCESS_KEY_ID: 'key' });
    expect(incomplete).toThrow(ConfigError);
    expect(incomplete).toThrow('MEDIA_STORE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY');
    const tooLong = () => loadConfig({ ...s3, S3_URL_EXPIRY_SECONDS: '3600' });
    expect(tooLong).toThrow(/S3_URL_EXPIRY_SECONDS/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'No_Such' })).toThrow(/S3_BUCKET/);
  });

  it('turns the development tools on by default only on a loopback address outside production', () => {
    expect(loadConfig({}).devTools).toBe(true);
    for (const HOST of ['localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(loadConfig({ HOST }).devTools, HOST).toBe(true);
    }
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'parallax.example']) {
      const config = loadConfig({ HOST });
      expect(config.devTools, HOST).toBe(false);
      expect(config.testAcquirer).toBe(false);
      expect(config.ageCheckStub).toBe(false);
    }
    // A reverse proxy on the same machine may be what reaches a production server's loopback.
    expect(loadConfig({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'on' }).devTools).toBe(true);
    expect(loadConfig({ DEV_TOOLS: 'off' })).toMatchObject({
      devTools: false,
      testAcquirer: false,
      ageCheckStub: false,
    });
    // The providers' stand-ins may still be chosen on their own (a public demo).
    expect(loadConfig({ HOST: '0.0.0.0', TEST_ACQUIRER: 'true' }).testAcquirer).toBe(true);
  });

  it('refuses to start with the development tools on an address other machines reach', () => {
    const attempt = () => loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'on' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^DEV_TOOLS=on, but HOST=0\.0\.0\.0 is not a loopback address/);
    expect(attempt).toThrow(/every e-mailed sign-in code/);
    expect(attempt).toThrow(/Set DEV_TOOLS=off, or HOST=127\.0\.0\.1/);
    expect(() => loadConfig({ HOST: '10.0.0.5', DEV_TOOLS: 'on' })).toThrow(/HOST=10\.0\.0\.5/);
    expect(() => loadConfig({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS="yes"/);
  });

  it('trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://vr.example.com/' }).publicUrl).toBe(
      'https://vr.example.com',
    );
  });

  it('takes several addresses in PUBLIC_URL, the first the canonical one', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://vr.example.com/, https://www.vr.example.com',
    });
    expect(config.publicUrl).toBe('https://vr.example.com');
    expect(config.siteOrigins).toEqual(['https://vr.example.com', 'https://www.vr.example.com']);
    expect(loadConfig({ PORT: '8090' }).siteOrigins).toEqual([
      'http://localhost:8090',
      'http://127.0.0.1:8090',
    ]);
    expect(() => loadConfig({ PUBLIC_URL: 'https://vr.example.com,javascript:alert(1)' })).toThrow(
      /PUBLIC_URL/,
    );
  });
});
