-- The login brake (docs/login-brake.md) counts per client and, for attempts without a device
-- token, per account (all addresses together), and lets parallel right guesses wait for each
-- other instead of reading them as failures:
-- - scope: which secret was guessed (the admin login or the SEO keys), each counted apart;
-- - device: the attempt carried a valid device token, so client_key is the device id and the
--   account-wide count leaves it out;
-- - succeeded is null while the attempt is being checked.
alter table public.admin_login_attempts
  add column scope text not null default 'admin-login' check (scope in ('admin-login', 'seo-key')),
  add column device boolean not null default false,
  alter column succeeded drop not null;

-- SEO attempts were told apart by a `seo:` prefix on the address
update public.admin_login_attempts
  set scope = 'seo-key', client_key = substr(client_key, 5)
  where client_key like 'seo:%';

drop index public.admin_login_attempts_client_time_idx;
create index admin_login_attempts_client_idx on public.admin_login_attempts (scope, client_key, id desc);
create index admin_login_attempts_account_idx on public.admin_login_attempts (scope, device, id desc);
