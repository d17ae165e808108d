-- The API roles (anon, authenticated) never advance or set a sequence: nextval/setval are writes, and only the
-- functions (service_role) insert rows. The default privileges of the public schema (Supabase's, and the local ones
-- of the mirror protocol migration) grant every new sequence to them, so shares_id_seq was usable by both. Found by
-- the database policy tests (supabase/tests/database/policies.test.sql), which check every sequence.
revoke all on all sequences in schema public from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
