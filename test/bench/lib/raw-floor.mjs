// The raw floor of `npm run bench`: node:http + pg sending the very statements the app sends for a
// public list page (captured from the app, file in STATEMENTS_FILE: { "<path>": [{sql, bindings}] }),
// in the same order (the first alone, the rest side by side, as the app does), answering their rows
// as JSON. What the app costs above this is the app. Prints "listening <port>".
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const statementsByPath = JSON.parse(fs.readFileSync(process.env.STATEMENTS_FILE, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
let queries = 0;
const run = (statement) => {
  queries += 1;
  return pool.query(statement.sql, statement.bindings).then((result) => result.rows);
};

const server = http.createServer(async (req, res) => {
  if (req.url === '/__bench/queries') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ queries }));
    return;
  }
  const statements = statementsByPath[new URL(req.url, 'http://x').pathname];
  if (!statements) {
    res.statusCode = 404;
    res.end();
    return;
  }
  try {
    const [first, ...rest] = statements;
    const results = [await run(first), ...(await Promise.all(rest.map(run)))];
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ results }));
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
