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

  it('trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://vr.example.com/' }).publicUrl).toBe(
      'https://vr.example.com',
    );
  });
});
