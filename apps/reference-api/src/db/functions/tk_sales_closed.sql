-- The refusal for an order of an event whose host stopped its sales (events.sale_state `paused` or
-- `cancelled`), or null while it is on sale: holds and bookings answer alike.
create or replace function tk_sales_closed(p_sale_state text) returns json language sql immutable as $$
  select case
    when p_sale_state = 'paused' then tk_error('booking/sales-closed', 'Its host has paused ticket sales for this event.')
    when p_sale_state = 'cancelled' then tk_error('booking/sales-closed', 'This event was cancelled by its host.')
  end
$$;
