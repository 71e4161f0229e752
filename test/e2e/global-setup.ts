import { buildSpa } from './support/build.js';

export default function setup() {
  buildSpa();
}
