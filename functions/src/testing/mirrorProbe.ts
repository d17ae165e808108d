/**
 * A throwaway mirrored entity for protocol tests: Firestore `mirrorProbes/{id}` ↔ Postgres `public.mirror_probe`.
 * The table is created by the tests themselves (the launcher has applied supabase/migrations already).
 */
import type { MirrorTarget, VersionedDoc } from '../platform/mirror/types';
import { withPg } from './pg';

// The tests create the table themselves, so it is not among the generated types: a MirrorTarget, not a MirrorMapping
// (the protocol only passes the table name and the row through).
export const probeMapping: MirrorTarget = {
  collection: 'mirrorProbes',
  table: 'mirror_probe',
  toRow: (_id: string, doc: VersionedDoc) => ({
    name: typeof doc.name === 'string' ? doc.name : null,
    tags: Array.isArray(doc.tags) ? doc.tags : [],
  }),
};

export async function ensureProbeTable(): Promise<void> {
  await withPg(async (client) => {
    await client.query(`
      create table if not exists public.mirror_probe (
        id             uuid        primary key default gen_random_uuid(),
        firebase_id    text        not null unique,
        source_version bigint      not null,
        name           text,
        tags           text[]      not null default '{}',
        created_at     timestamptz not null default now(),
        search         tsvector    generated always as (to_tsvector('simple', coalesce(name, ''))) stored
      );
      alter table public.mirror_probe enable row level security;
      grant all on public.mirror_probe to service_role;
    `);
  });
}
