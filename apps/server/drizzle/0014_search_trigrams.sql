-- Issue 10, target 4: the console's searches by a part of a customer's name, e-mail or mobile scanned every
-- customer (120-170 ms at 100,000). pg_trgm is a trusted extension (PostgreSQL 13+: the database's owner may
-- create it); PGlite loads it from its contrib build (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING gin ("mobile" gin_trgm_ops);