// PostGraphile 5 (Grafast) over the bench database (same tables), the peer of `npm run bench`.
// The V4 preset keeps PostGraphile 4's names, so both answer the very same query text.
import http from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { makeV4Preset } from 'postgraphile/presets/v4';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileConnectionFilterPreset } from 'postgraphile-plugin-connection-filter';

// SQL statements sent, for the bench's "SQL statements/page" row: every query() of node-postgres
// (the same module the pg adaptor loads). Read at /__bench/queries.
let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  return query.apply(this, args);
};

const preset = {
  extends: [
    makeV4Preset({ disableDefaultMutations: true, ignoreRBAC: true, dynamicJson: true, graphiql: false }),
    PostGraphileConnectionFilterPreset,
  ],
  pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public'], poolConfig: { max: 10 } })],
  grafserv: { graphqlPath: '/graphql', watch: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
// createHandler (not addTo): the counter route must answer instead of grafserv's 404.
const handler = serv.createHandler();
const server = http.createServer((req, res) => {
  if (req.url === '/__bench/queries') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ queries }));
    return;
  }
  handler(req, res);
});
await pgl.getSchemaResult();
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pgl.release().then(() => process.exit(0))));
