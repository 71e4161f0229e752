import { afterEach, describe, expect, it, vi } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../server/composition/orm-options.js';
import { logger } from '../../server/core/logger.js';

describe("knex's own messages", () => {
  afterEach(() => vi.restoreAllMocks());

  it("go to the process's logger, not to console.log", async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // Not connected: the knex client is built all the same, with the options the app passes.
    const orm = await MikroORM.init({ ...ormOptions('postgresql://portal@127.0.0.1:1/portal'), connect: false });
    const knex = orm.em.getConnection().getKnex();
    knex.client.logger.warn('Connection Error: Error: Connection terminated unexpectedly');
    expect(warn).toHaveBeenCalledWith(
      { component: 'knex' },
      'Connection Error: Error: Connection terminated unexpectedly',
    );
    expect(consoleLog).not.toHaveBeenCalled();
    await orm.close();
  });
});
