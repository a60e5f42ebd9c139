-- The owner's texts of the home page join the backup (docs/backup-and-restore.md): page_texts and
-- page_text_versions are in BACKUP_TABLES (supabase/functions/_shared/portable/backup-tables.ts),
-- so backup_snapshot() reads them and restore_backup_rows() writes them back. Both functions take
-- the table list from their caller and run as it (security invoker), so they need no change: only
-- the service role's privileges for the restore, which deletes the rows it replaces by key and
-- inserts the backup's. Reading both tables it already may (20261128120000_page_texts). No update:
-- a saved version never changes, and a save or restore of the owner's goes through
-- save_page_texts.
grant insert, delete on public.page_texts, public.page_text_versions to service_role;
