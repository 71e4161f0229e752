'use strict';
// The compiled addon, or null where it could not be built (no compiler on the machine): callers
// then use node:crypto's pbkdf2, which gives the same bytes at about three times the CPU.
let addon = null;
try {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, which is how Node loads an addon
  addon = require('./build/Release/zip_pbkdf2.node');
} catch {
  addon = null;
}
module.exports = addon;
