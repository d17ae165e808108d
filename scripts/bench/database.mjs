// The bench's connection to the stack's Postgres, and the clean-up of what a bench generated there.
import pg from 'pg';

/**
 * Runs `run(client)` on a connection to `databaseUrl`, then removes what the bench generated: `cleanup(client)` first
 * (rows of other tables keyed by the generated recipes or users), then the recipes whose firebase_id starts with
 * `recipePrefix`. The connection closes whatever happened.
 */
export async function withBenchDatabase(databaseUrl, recipePrefix, run, cleanup = async () => {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await cleanup(client);
    await client.query('delete from public.recipes where firebase_id like $1', [`${recipePrefix}%`]);
    await client.end();
  }
}
