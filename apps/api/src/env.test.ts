import { describe, expect, it } from 'vitest';
import { defaultSqlitePath, loadApiEnv } from './env.ts';
import { configuredChannels } from './notify/notifications.ts';

describe('API configuration', () => {
  it('has defaults that run with no setup', () => {
    const env = loadApiEnv({});
    expect(env).toMatchObject({
      API_PORT: 3001,
      DATABASE_URL: defaultSqlitePath,
      CORS_ORIGINS: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      RATE_LIMIT_MAX: 5,
      RATE_LIMIT_WINDOW: 600_000,
      NOTIFY_WEBHOOK_FORMAT: 'json',
    });
    expect(defaultSqlitePath.endsWith('/data/portfolio.sqlite')).toBe(true);
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it("listens on the platform's PORT and HOST when API_PORT and API_HOST are unset", () => {
    expect(loadApiEnv({ PORT: '8080', HOST: '::' })).toMatchObject({
      API_PORT: 8080,
      API_HOST: '::',
    });
    expect(loadApiEnv({ PORT: '8080', API_PORT: '4000' }).API_PORT).toBe(4000);
    expect(loadApiEnv({}).API_HOST).toBe('0.0.0.0');
    expect(() => loadApiEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('accepts the site it serves when CORS_ORIGINS is unset', () => {
    expect(loadApiEnv({ SITE_PORT: '4200', API_PORT: '4201' }).CORS_ORIGINS).toEqual([
      'http://localhost:4200',
      'http://127.0.0.1:4200',
    ]);
    expect(loadApiEnv({ SITE_URL: 'https://someone.github.io/portfolio' }).CORS_ORIGINS).toEqual([
      'https://someone.github.io',
    ]);
    expect(
      loadApiEnv({ SITE_URL: 'https://me.dev', CORS_ORIGINS: 'https://other.dev' }).CORS_ORIGINS,
    ).toEqual(['https://other.dev']);
  });

  it('knows where the site’s result pages are, as the build does', () => {
    expect(loadApiEnv({ SITE_PORT: '4200' })).toMatchObject({
      SITE_ORIGIN: 'http://localhost:4200',
      SITE_BASE_PATH: '/',
    });
    expect(loadApiEnv({ SITE_URL: 'https://someone.github.io/portfolio/' })).toMatchObject({
      SITE_ORIGIN: 'https://someone.github.io',
      SITE_BASE_PATH: '/portfolio/',
    });
    expect(loadApiEnv({ BASE_PATH: 'portfolio', CORS_ORIGINS: 'https://me.dev' })).toMatchObject({
      SITE_ORIGIN: 'https://me.dev',
      SITE_BASE_PATH: '/portfolio/',
    });
    expect(() => loadApiEnv({ BASE_PATH: '/a b/' })).toThrow(/BASE_PATH/);
  });

  it('knows the API’s public address, for the inbox’s passkeys', () => {
    expect(loadApiEnv({}).API_PUBLIC_URL).toBe('http://localhost:3001/');
    expect(loadApiEnv({ API_PORT: '4201' }).API_PUBLIC_URL).toBe('http://localhost:4201/');
    expect(loadApiEnv({ VITE_API_URL: 'https://me.dev/api' }).API_PUBLIC_URL).toBe(
      'https://me.dev/api/',
    );
    // The site's address for the API is used only when a browser could hold passkeys for it.
    expect(loadApiEnv({ VITE_API_URL: 'http://127.0.0.1:3001' }).API_PUBLIC_URL).toBe(
      'http://localhost:3001/',
    );
    expect(
      loadApiEnv({ API_PUBLIC_URL: 'https://api.me.dev', VITE_API_URL: 'https://me.dev/api' })
        .API_PUBLIC_URL,
    ).toBe('https://api.me.dev/');
  });

  it.each([
    ['api.me.dev', /API_PUBLIC_URL: must be the http\(s\) address/],
    ['https://192.168.1.5:3001', /API_PUBLIC_URL: must name the API by a domain/],
    ['https://[::1]:3001', /API_PUBLIC_URL: must name the API by a domain/],
    ['https://api.me.dev/?x=1', /API_PUBLIC_URL: must be a plain address/],
  ])('refuses API_PUBLIC_URL=%s, naming it', (value, message) => {
    expect(() => loadApiEnv({ API_PUBLIC_URL: value })).toThrow(message);
  });

  it('keeps queries for ever and spam for 30 days unless told otherwise', () => {
    expect(loadApiEnv({}).RETENTION_DAYS).toBeUndefined();
    expect(loadApiEnv({}).SPAM_RETENTION_DAYS).toBe(30);
    expect(loadApiEnv({ RETENTION_DAYS: '365', SPAM_RETENTION_DAYS: '7' })).toMatchObject({
      RETENTION_DAYS: 365,
      SPAM_RETENTION_DAYS: 7,
    });
    expect(() => loadApiEnv({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS: must be a whole/);
    expect(() => loadApiEnv({ SPAM_RETENTION_DAYS: 'a month' })).toThrow(/SPAM_RETENTION_DAYS/);
  });

  it('reads lists, durations and proxy settings', () => {
    const env = loadApiEnv({
      CORS_ORIGINS: 'https://me.dev, https://www.me.dev/',
      RATE_LIMIT_WINDOW: '15m',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      DATABASE_URL: 'postgres://u@db:5432/portfolio',
    });
    expect(env.CORS_ORIGINS).toEqual(['https://me.dev', 'https://www.me.dev']);
    expect(env.RATE_LIMIT_WINDOW).toBe(900_000);
    expect(env.TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadApiEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT'],
    [{ CORS_ORIGINS: 'localhost:3000' }, 'CORS_ORIGINS'],
    [{ RATE_LIMIT_WINDOW: 'ten minutes' }, 'RATE_LIMIT_WINDOW'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ NOTIFY_WEBHOOK_FORMAT: 'teams' }, 'NOTIFY_WEBHOOK_FORMAT'],
    [{ SMTP_URL: 'smtp://mail:25' }, 'NOTIFY_EMAIL_FROM'],
    [{ NOTIFY_EMAIL_FROM: 'site@example.com' }, 'SMTP_URL'],
    [{ NOTIFY_EMAIL_TO: 'me@example.com' }, 'SMTP_URL'],
    [{ NOTIFY_EMAIL_TO: 'me' }, 'NOTIFY_EMAIL_TO'],
  ])('stops on %j with a message naming %s', (variables, name) => {
    expect(() => loadApiEnv(variables)).toThrow(
      new RegExp(`Invalid API configuration:[\\s\\S]*- ${name}: `),
    );
  });

  it('sends mail with SMTP_URL and NOTIFY_EMAIL_FROM alone (the newsletter, the auto-reply), e-mailing enquiries only to NOTIFY_EMAIL_TO', () => {
    const env = loadApiEnv({ SMTP_URL: 'smtp://mail:25', NOTIFY_EMAIL_FROM: 'site@example.com' });
    expect(env.NOTIFY_EMAIL_TO).toBeUndefined();
    expect(configuredChannels(env)).toEqual([]);
    expect(
      configuredChannels(
        loadApiEnv({
          SMTP_URL: 'smtp://mail:25',
          NOTIFY_EMAIL_FROM: 'site@example.com',
          NOTIFY_EMAIL_TO: 'me@example.com',
        }),
      ),
    ).toEqual(['email']);
  });
});
