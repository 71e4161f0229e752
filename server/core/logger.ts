import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

/** The id of the request being served, for every log line written while serving it. */
export const requestScope = new AsyncLocalStorage<string>();

const env = process.env.NODE_ENV ?? 'development';
/** Set by the command-line tools (server/cli/logs-to-stderr.ts): stdout is then their output alone. */
const fd = process.env.LOG_TO_STDERR ? 2 : 1;

/**
 * One logger for the process: JSON lines in production (for the log shipper), pino-pretty in a
 * terminal otherwise. Secrets never go through it: redact covers the usual carriers, and the
 * access log (access-log.ts) writes method, path, status, time, request id and user id only.
 */
export const logger: Logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
    redact: {
      paths: [
        'password',
        '*.password',
        '*.zip_password',
        '*.zipPassword',
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    // Lines written while serving a request carry its id, unless a child logger already binds it.
    mixin(_object, _level, current) {
      const reqId = requestScope.getStore();
      if (!reqId || 'reqId' in (current as Logger).bindings()) return {};
      return { reqId };
    },
    ...(env === 'development' && !process.env.LOG_JSON
      ? // One line a request in a terminal: the message already says method, path, status and time.
        {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss.l',
              ignore: 'pid,hostname,req,res,ms',
              singleLine: true,
              destination: fd,
            },
          },
        }
      : {}),
  },
  env === 'development' && !process.env.LOG_JSON ? undefined : pino.destination(fd),
);
