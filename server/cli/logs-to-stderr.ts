/**
 * The first import of every command-line tool, evaluated before anything loads the logger: their
 * log lines (the embedded PostgreSQL starting, migrations applied) go to stderr, so stdout holds
 * only what the command prints, e.g. the one JSON line of verify-files that an operator pipes to jq.
 */
process.env.LOG_TO_STDERR = '1';
