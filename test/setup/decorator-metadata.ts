/**
 * Every test file may load server code with TypeGraphQL's decorators, which need the metadata
 * polyfill the server's entry imports first. Loaded per file, so a file run alone (or first in its
 * worker) works as it does after others.
 */
import 'reflect-metadata';
