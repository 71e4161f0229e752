/**
 * `npm run create-admin -- --email E --name N`: creates an administrator on any database (migrated
 * first). The password comes from ADMIN_PASSWORD or a hidden prompt; it is never printed.
 */
import './logs-to-stderr.js';
import 'reflect-metadata';
import readline from 'node:readline';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../composition/database.js';
import { describeError } from '../core/describe-error.js';
import { Role } from '../core/domain.js';
import { hashPassword } from '../core/security/passwords.js';
import { User } from '../modules/users/user.entity.js';

const MIN_PASSWORD = 12;
const USAGE = 'usage: npm run create-admin -- --email <email> --name <name>   (password: ADMIN_PASSWORD or prompt)';

class UsageError extends Error {}

function parseArgs(argv: string[]): { email: string; name: string } {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--(email|name)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new UsageError(`unknown argument "${argv[i]}"`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
    values[match[1]] = value.trim();
  }
  const email = (values.email ?? '').toLowerCase();
  const name = values.name ?? '';
  if (!email || !name) throw new UsageError('--email and --name are required');
  if (email.length > 255 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError(`"${email}" is not a valid e-mail address`);
  if (name.length > 255) throw new UsageError('--name must be at most 255 characters');
  return { email, name };
}

/** Reads one line; on a TTY the typed characters are not echoed. */
function ask(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = readline.createInterface({ input, terminal: false });
    return new Promise((resolve, reject) => {
      rl.once('line', (line) => {
        resolve(line);
        rl.close();
      });
      rl.once('close', () => reject(new UsageError('no password given (set ADMIN_PASSWORD or type it at the prompt)')));
    });
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await ask('password (min 12 characters): '));
  if (password.length < MIN_PASSWORD) throw new UsageError(`the password must be at least ${MIN_PASSWORD} characters`);
  if (fromEnv === undefined && process.stdin.isTTY && (await ask('password again: ')) !== password) {
    throw new UsageError('the passwords do not match');
  }
  return password;
}

let db: Database | undefined;
try {
  const { email, name } = parseArgs(process.argv.slice(2));
  const password = await readPassword();
  // While npm start runs, its embedded PostgreSQL holds the data dir: use that one.
  db = await openDatabase(loadConfig(), { shareRunning: true });
  const em = db.orm.em.fork();
  if ((await em.count(User, { email })) > 0)
    throw new UsageError(`a user with e-mail ${email} already exists: nothing changed`);
  em.create(User, { role: Role.admin, organization: null, name, email, passwordHash: await hashPassword(password) });
  await em.flush();
  console.log(`created administrator ${email}`);
  await db.close();
  process.exit(0);
} catch (error) {
  const message =
    error instanceof UniqueConstraintViolationException
      ? 'a user with that e-mail already exists: nothing changed'
      : describeError(error);
  console.error(`create-admin: ${message}`);
  if (error instanceof UsageError && !db) console.error(USAGE);
  await db?.close().catch(() => {});
  process.exit(1);
}
