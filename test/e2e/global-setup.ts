import { buildSpa } from './support/build.js';
import { buildServer } from '../helpers/compiled-server.js';

export default function setup() {
  buildSpa();
  buildServer();
}
