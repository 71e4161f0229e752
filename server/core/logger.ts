import { pino } from 'pino';

/** One logger for the process. Secrets never go through it: redact covers the usual carriers. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: {
    paths: ['password', '*.password', '*.zip_password', '*.zipPassword', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'],
    censor: '[redacted]',
  },
});
