-- A refusal as the booking functions answer it: a contract error code (packages/contract/src/errors.ts),
-- a sentence for people, and the refusal's own fields (`available`, `balance`, …) when it has any;
-- src/http/problem.ts turns it into the problem response. Every refusal is built here, so
-- src/db/refusal-codes.test.ts can check each code against the contract.
create or replace function tk_error(code text, detail text, extra jsonb default null) returns json language sql immutable as $$
  select (jsonb_build_object('error', code, 'detail', detail) || coalesce(extra, '{}'))::json
$$;
