-- Demos asked for at the same instant are built in the order they were asked for: the queue keeps
-- an arrival number (their ids are random).
alter table demos add column arrival bigint generated always as identity;
create index demos_arrival on demos (arrival);
