// PostGraphile 4 over the bench database (same tables), as the baseline of `npm run bench`.
const http = require('node:http');
const { postgraphile } = require('postgraphile');
const ConnectionFilterPlugin = require('postgraphile-plugin-connection-filter');

const middleware = postgraphile(process.env.DATABASE_URL, 'public', {
  appendPlugins: [ConnectionFilterPlugin],
  disableDefaultMutations: true,
  disableQueryLog: true,
  ignoreRBAC: true,
  retryOnInitFail: false,
  dynamicJson: true,
});
const server = http.createServer(middleware);
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
