import { GraphQLScalarType } from 'graphql';
import { LocalDateResolver } from 'graphql-scalars';

const LOCAL_DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * graphql-scalars' LocalDate (same name, description and input checks), answering a date in the
 * YYYY-MM-DD form as it is. Dates leave the app from PostgreSQL `date` columns and the Japan-time
 * clock, always calendar dates; graphql-scalars re-derives each through a Date object and back
 * (three dates a row of every public list). Anything else still goes through its full check.
 */
export const LocalDate = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  serialize: (value) =>
    typeof value === 'string' && LOCAL_DATE_FORMAT.test(value) ? value : LocalDateResolver.serialize(value),
});
