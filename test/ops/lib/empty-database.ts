import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../../helpers/database-url.js';

/** A new, empty database on the test PostgreSQL (dropped first if a previous run left it). */
export async function emptyDatabase(name: string): Promise<string> {
  const url = inject('templateDatabaseUrl');
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return withDatabase(url, name);
}
