-- Issue 32 (decision 0062): an imported recipe keeps where it comes from, { url, siteName, author } as recipes/{id}
-- has it (null for a recipe written here), so the mirror's reads can show "Adapted from …" too.

alter table public.recipes add column if not exists source jsonb;
