create table if not exists schema_info (
  key text primary key,
  value text not null
);
