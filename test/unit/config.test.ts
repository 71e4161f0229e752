import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

const saved = {
  METRICS_PORT: process.env.METRICS_PORT,
  METRICS_HOST: process.env.METRICS_HOST,
  PORT: process.env.PORT,
  HOST: process.env.HOST,
  TRUST_PROXY: process.env.TRUST_PROXY,
  NODE_ENV: process.env.NODE_ENV,
  APP_KEY: process.env.APP_KEY,
  SMTP_URL: process.env.SMTP_URL,
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL,
};
afterEach(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

describe('METRICS_PORT', () => {
  it('is off unless set; set, it serves on HOST unless METRICS_HOST says otherwise', () => {
    delete process.env.METRICS_PORT;
    expect(loadConfig().metricsPort).toBeUndefined();
    process.env.METRICS_PORT = '9464';
    delete process.env.METRICS_HOST;
    process.env.HOST = '10.0.0.5';
    expect(loadConfig()).toMatchObject({ metricsPort: 9464, metricsHost: '10.0.0.5' });
    process.env.METRICS_HOST = '127.0.0.1';
    expect(loadConfig().metricsHost).toBe('127.0.0.1');
  });

  it('refuses a value that is not a port, or the app port itself', () => {
    process.env.METRICS_PORT = 'nine';
    expect(() => loadConfig()).toThrow('METRICS_PORT must be an integer >= 0 (got "nine")');
    process.env.METRICS_PORT = '3000';
    process.env.PORT = '3000';
    expect(() => loadConfig()).toThrow('METRICS_PORT must differ from PORT');
  });
});

describe('TRUST_PROXY', () => {
  it('true is one proxy in front (never the client-written left-most address); a count or the proxies themselves', () => {
    for (const [raw, expected] of [
      [undefined, false],
      ['false', false],
      ['0', false],
      ['true', 1],
      ['2', 2],
      ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
      ['fd00::/8', ['fd00::/8']],
    ] as const) {
      if (raw === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = raw;
      expect(loadConfig().trustProxy, String(raw)).toEqual(expected);
    }
  });

  it('refuses what names no proxy', () => {
    process.env.TRUST_PROXY = 'the balancer';
    expect(() => loadConfig()).toThrow('TRUST_PROXY must be true, false, a number of proxies');
  });
});

describe('PUBLIC_BASE_URL', () => {
  it('is required in production once mails go out over SMTP (their links would say localhost)', () => {
    process.env.NODE_ENV = 'production';
    process.env.APP_KEY = Buffer.alloc(32, 1).toString('base64');
    delete process.env.PUBLIC_BASE_URL;
    delete process.env.SMTP_URL;
    expect(loadConfig().smtpUrl).toBeUndefined();
    process.env.SMTP_URL = 'smtp://mail.example.jp:587';
    expect(() => loadConfig()).toThrow('PUBLIC_BASE_URL is required in production when SMTP_URL is set');
    process.env.PUBLIC_BASE_URL = 'https://portal.example.jp';
    expect(loadConfig().publicBaseUrl).toBe('https://portal.example.jp');
    process.env.NODE_ENV = 'development';
    delete process.env.PUBLIC_BASE_URL;
    expect(loadConfig().smtpUrl).toBe('smtp://mail.example.jp:587');
  });
});
