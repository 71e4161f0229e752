// Preloaded into a portal process by a test (NODE_OPTIONS=--import): once its HTTP server listens,
// a timer throws an error no handler catches, as a bug in some callback would. (Only HTTP servers:
// finding a free port for the embedded PostgreSQL listens with a plain net.Server first.)
import http from 'node:http';

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (...args) {
  this.once('listening', () => {
    setTimeout(
      () => {
        throw new Error('a bug no handler caught');
      },
      Number(process.env.THROW_AFTER_MS ?? 500),
    );
  });
  return listen.apply(this, args);
};
