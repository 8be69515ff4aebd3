import { createAuth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Deps } from './http/app-env';
import { createLocalStorage, defaultStorageRoot } from './storage/local-storage';

export function createDeps({
  env,
  database,
  secret,
}: {
  env: Env;
  database: Database;
  secret: string;
}): Deps {
  const { db } = database;
  return {
    database,
    db,
    env,
    auth: createAuth({ db, env, secret }),
    storage: createLocalStorage(defaultStorageRoot(env.DATA_DIR)),
  };
}
