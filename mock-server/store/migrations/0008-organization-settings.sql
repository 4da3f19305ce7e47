-- The organization's settings (issue 18): its postal address as §3's Organization form has it
-- ({"address1", "address2", "city", "state", "zipcode", "country"}, the country by its ISO code;
-- null until set) and its time zone (an IANA name; null for organizations made before it existed).
alter table organizations add column address jsonb;
alter table organizations add column time_zone text;
