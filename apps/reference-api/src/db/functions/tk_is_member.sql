-- Membership needs a verified email, on a verified domain of the company or invited by it.
create or replace function tk_is_member(p_company text, p_email text, p_verified boolean) returns boolean language sql stable as $$
  select coalesce(p_verified, false) and p_email is not null and (
    exists (select 1 from company_domains d
            where d.company_slug = p_company and d.verified and d.domain = lower(split_part(p_email, '@', 2)))
    or exists (select 1 from company_invites i where i.company_slug = p_company and i.email = lower(p_email)))
$$;
