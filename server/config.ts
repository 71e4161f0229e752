import path from 'node:path';

/** Environment parsed and checked once; a bad value fails the start with a clear message. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appKey: string | undefined;
  /** The key in use before APP_KEY, during a rotation: secrets it sealed still open (docs/deploy.md). */
  oldAppKey: string | undefined;
  sessionIdleMinutes: number;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Express's `trust proxy`): false, how many
   * proxies stand in front (TRUST_PROXY=true is one), or their addresses and subnets.
   */
  trustProxy: TrustProxy;
  jsonBodyLimit: string;
  uploadMaxBytes: number;
  graphqlRateLimitPerMinute: number;
  /**
   * App processes serving the same clients (WEB_CONCURRENCY): anonymous rate limits are counted in
   * each process's memory, so each process allows its share of the limit.
   */
  processCount: number;
  /** Memory for public answers kept per process (MB); 0 turns the in-process answer cache off. */
  publicCacheMegabytes: number;
  /**
   * Public CSV downloads one process runs at once, and how many may wait for a slot (export-gate.ts);
   * the signed-in list downloads have as many slots of their own.
   */
  exportConcurrency: number;
  exportQueue: number;
  /**
   * Product searches one client (IPv4 address, IPv6 /56) may have in the process's search slots and
   * line at once (search-gate.ts); its further searches wait in a line of their own.
   */
  searchesPerClient: number;
  /** Per client IP a minute (client-budget.ts): argon2 checks and hashes (sign-in, evaluator links, password reset), reset mails. */
  passwordChecksPerMinute: number;
  resetMailsPerMinute: number;
  publicBaseUrl: string | undefined;
  /**
   * The association's site, from the web build (its index.html's `<link rel="home">`, main.ts), so
   * mails name the same contact page as the footer; unset without a build.
   */
  associationUrl?: string;
  /** smtp(s)://user:pass@host:port; unset: mails are written as .eml files under <dataDir>/mail/. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Most connections one process holds to PostgreSQL (with N processes: N × this on the server). */
  databasePoolMax: number;
  /** Jobs (mails, housekeeping) one process runs at once. */
  workerConcurrency: number;
  /** How often an idle worker looks for jobs it missed a notification of (ms). */
  jobPollIntervalMs: number;
  /**
   * How often a process looks for jobs a dead process left locked (graphile-worker frees a lock once
   * it is 4 hours old); the first look comes within this time, at most a minute, of starting.
   */
  jobLockSweepSeconds: number;
  /** How long in-flight requests may run on after SIGTERM/SIGINT before their sockets are closed. */
  shutdownGraceSeconds: number;
  /** Node's server timeouts (whole request, headers, idle keep-alive), in seconds. */
  requestTimeoutSeconds: number;
  headersTimeoutSeconds: number;
  keepAliveTimeoutSeconds: number;
  /** fsync of the embedded PostgreSQL: on except in tests (a crash must not corrupt the data). */
  postgresFsync: boolean;
  /** Where certificate PDFs live: unset for <dataDir>/files, or s3://bucket[/prefix]. */
  fileStore: string | undefined;
  /** Prometheus metrics on a port of their own (GET /metrics); unset: none. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** S3 client settings for FILE_STORE=s3://… (credentials: the standard AWS_* variables). */
  s3: { endpoint: string | undefined; region: string; forcePathStyle: boolean };
}

function int(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  }
  return value;
}

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: false (default), true (one proxy: the load balancer in front), a number of proxies,
 * or a comma-separated list of the proxies' addresses, subnets or Express's names for them
 * (`loopback`, `uniquelocal`). Never Express's own `true`, which takes the left-most
 * X-Forwarded-For address: the one the client wrote, so any client could pick its rate-limit key.
 */
function trustProxy(): TrustProxy {
  const raw = process.env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || ['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  const proxies = raw.split(',').map((entry) => entry.trim());
  if (proxies.some((entry) => !/^[0-9a-zA-Z.:/]+$/.test(entry))) {
    throw new Error(
      `TRUST_PROXY must be true, false, a number of proxies or their addresses/subnets, comma-separated (got "${raw}")`,
    );
  }
  return proxies;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const nodeEnv = process.env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new Error(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const config: Config = {
    env: nodeEnv as Config['env'],
    port: int('PORT', 3000, 0),
    host: process.env.HOST ?? '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR ?? '.data'),
    appKey: process.env.APP_KEY || undefined,
    oldAppKey: process.env.OLD_APP_KEY || undefined,
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', 120, 1),
    trustProxy: trustProxy(),
    jsonBodyLimit: process.env.JSON_BODY_LIMIT ?? '100kb',
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', 50 * 1024 * 1024, 1),
    graphqlRateLimitPerMinute: int('GRAPHQL_RATE_LIMIT_PER_MINUTE', 600, 1),
    processCount: int('WEB_CONCURRENCY', 1, 1),
    publicCacheMegabytes: int('PUBLIC_CACHE_MB', 32, 0),
    exportConcurrency: int('EXPORT_CONCURRENCY', 2, 1),
    exportQueue: int('EXPORT_QUEUE', 16, 0),
    searchesPerClient: int('SEARCHES_PER_CLIENT', 2, 1),
    passwordChecksPerMinute: int('PASSWORD_CHECKS_PER_MINUTE', 30, 1),
    resetMailsPerMinute: int('RESET_MAILS_PER_MINUTE', 5, 1),
    publicBaseUrl: process.env.PUBLIC_BASE_URL || undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM || 'no-reply@localhost',
    databasePoolMax: int('DATABASE_POOL_MAX', 10, 1),
    workerConcurrency: int('WORKER_CONCURRENCY', 2, 1),
    jobPollIntervalMs: int('JOB_POLL_INTERVAL_MS', 2000, 100),
    jobLockSweepSeconds: int('JOB_LOCK_SWEEP_SECONDS', 600, 1),
    shutdownGraceSeconds: int('SHUTDOWN_GRACE_SECONDS', 30, 0),
    // A 50 MB upload zip over a slow office line (~1.5 Mbit/s) must still arrive whole.
    requestTimeoutSeconds: int('REQUEST_TIMEOUT_SECONDS', 300, 1),
    headersTimeoutSeconds: int('HEADERS_TIMEOUT_SECONDS', 20, 1),
    // Above the usual load balancer idle timeout (60 s), so the balancer closes first.
    keepAliveTimeoutSeconds: int('KEEP_ALIVE_TIMEOUT_SECONDS', 65, 1),
    postgresFsync: bool('POSTGRES_FSYNC', nodeEnv !== 'test'),
    fileStore: process.env.FILE_STORE || undefined,
    metricsPort: process.env.METRICS_PORT ? int('METRICS_PORT', 0, 0) : undefined,
    metricsHost: process.env.METRICS_HOST ?? process.env.HOST ?? '0.0.0.0',
    s3: {
      endpoint: process.env.S3_ENDPOINT || undefined,
      region: process.env.S3_REGION || process.env.AWS_REGION || 'us-east-1',
      forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
    },
    ...overrides,
  };
  if (config.env === 'production' && !config.appKey) {
    throw new Error(
      "APP_KEY is required in production (32 random bytes, base64): node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\"",
    );
  }
  if (config.smtpUrl && !/^smtps?:\/\//.test(config.smtpUrl)) {
    // Never echo the value: it carries the SMTP password.
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  if (config.env === 'production' && config.smtpUrl && !config.publicBaseUrl) {
    // Mails then reach real people: a registration or password-reset link must not say localhost.
    throw new Error(
      'PUBLIC_BASE_URL is required in production when SMTP_URL is set (the address people open the portal at, e.g. https://portal.example.jp): the links in mails would point to http://localhost',
    );
  }
  if (config.publicBaseUrl && !/^https?:\/\//.test(config.publicBaseUrl)) {
    throw new Error(`PUBLIC_BASE_URL must start with http:// or https:// (got "${config.publicBaseUrl}")`);
  }
  if (config.fileStore && !/^s3:\/\/[^/]+/.test(config.fileStore)) {
    throw new Error(
      `FILE_STORE must be unset (local files under DATA_DIR) or s3://bucket[/prefix] (got "${config.fileStore}")`,
    );
  }
  if (config.metricsPort !== undefined && config.metricsPort !== 0 && config.metricsPort === config.port) {
    throw new Error('METRICS_PORT must differ from PORT (the load balancer must not reach /metrics)');
  }
  if (config.headersTimeoutSeconds > config.requestTimeoutSeconds) {
    throw new Error('HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS');
  }
  return config;
}
