-- Custom migration (drizzle-kit generate --custom): the audit trail of medical-information cases
-- is append-only in the database itself, whatever the application does. UPDATE and DELETE of a
-- row and TRUNCATE of the table raise an error (SQLSTATE 42501, insufficient privilege). Runs on
-- PGlite and PostgreSQL alike (plpgsql is built in).
CREATE OR REPLACE FUNCTION medical_information_case_events_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'medical_information_case_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER medical_information_case_events_no_change
  BEFORE UPDATE OR DELETE ON medical_information_case_events
  FOR EACH ROW EXECUTE FUNCTION medical_information_case_events_append_only();
--> statement-breakpoint
CREATE TRIGGER medical_information_case_events_no_truncate
  BEFORE TRUNCATE ON medical_information_case_events
  FOR EACH STATEMENT EXECUTE FUNCTION medical_information_case_events_append_only();
