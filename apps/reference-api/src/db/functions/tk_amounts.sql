-- An order's amounts (contract `Amounts`): the subtotal, the fee and the tax on it, then a promo
-- discount and redeemed points off the total. Stable, as tk_money is, so that it is inlined.
create or replace function tk_amounts(subtotal int, discount int, points_paise int) returns json language sql stable as $$
  select json_build_object(
    'subtotal', tk_money(subtotal),
    'fees', tk_money(tk_fee(subtotal)),
    'taxes', tk_money(tk_tax(tk_fee(subtotal))),
    'discount', tk_money(discount),
    'pointsRedeemed', tk_money(points_paise),
    'total', tk_money(subtotal + tk_fee(subtotal) + tk_tax(tk_fee(subtotal)) - discount - points_paise))
$$;
