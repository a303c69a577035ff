-- A refusal as the booking functions answer it: a contract error code (packages/contract/src/errors.ts)
-- and a sentence for people; src/http/problem.ts turns it into the problem response. A refusal
-- with fields of its own (`available`, `balance`, …) is built the same way with them added.
create or replace function tk_error(code text, detail text) returns json language sql immutable as $$
  select json_build_object('error', code, 'detail', detail)
$$;
