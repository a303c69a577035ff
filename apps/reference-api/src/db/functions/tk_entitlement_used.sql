-- Company-paid tickets used this period: confirmed corporate bookings plus active corporate holds.
create or replace function tk_entitlement_used(p_uid text, p_company text) returns int language sql stable as $$
  select (coalesce((select sum(b.tickets) from bookings b
                    where b.uid = p_uid and b.company_slug = p_company and b.status = 'confirmed'
                      and b.created_at >= tk_month_start()), 0)
        + coalesce((select sum(hi.quantity) from holds h join hold_items hi on hi.hold_id = h.id
                    where h.uid = p_uid and h.company_slug = p_company and h.status = 'active'
                      and hi.active and hi.expires_at > now()), 0))::int
$$;
