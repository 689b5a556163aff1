CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"state" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"last_error" text,
	"record_subsc_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"payment_id" integer NOT NULL,
	"record_subsc_id" integer NOT NULL,
	CONSTRAINT "payment_records_payment_id_record_subsc_id_pk" PRIMARY KEY("payment_id","record_subsc_id")
);
--> statement-breakpoint
CREATE TABLE "demo_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_pg_charges" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"billing_key" text NOT NULL,
	"amount" integer NOT NULL,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"pg_tx_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_pg_issues" (
	"issue_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"billing_key" text,
	"resultmsg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "interest" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "record_subscs" ADD COLUMN "kind" text DEFAULT 'round' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscs" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscs" ADD COLUMN "retry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscs" ADD COLUMN "term_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_record_subsc_id_record_subscs_id_fk" FOREIGN KEY ("record_subsc_id") REFERENCES "public"."record_subscs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("state","next_try_at");--> statement-breakpoint
CREATE INDEX "payment_records_record_idx" ON "payment_records" USING btree ("record_subsc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_charge_pm_id_uniq" ON "payments" USING btree ("pm_id") WHERE "payments"."type" = 300;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "record_subscs_round_uniq" ON "record_subscs" USING btree ("subsc_id","kind","round");--> statement-breakpoint
CREATE INDEX "subscs_retry_idx" ON "subscs" USING btree ("state","retry_at");--> statement-breakpoint
CREATE INDEX "subscs_stop_idx" ON "subscs" USING btree ("state","stop_at");--> statement-breakpoint
-- Each charge's records, from the first instalment's and monthly charges' payment_id and from the unpaid retries' orders.
INSERT INTO "payment_records" ("payment_id", "record_subsc_id") SELECT "payment_id", "id" FROM "record_subscs" WHERE "payment_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payment_records" ("payment_id", "record_subsc_id") SELECT po."payment_id", r."id" FROM "pur_orders" po CROSS JOIN LATERAL jsonb_array_elements_text(po."orderable"->'record_subsc_ids') AS ids(v) JOIN "record_subscs" r ON r."id" = ids.v::int WHERE po."payment_id" IS NOT NULL ON CONFLICT DO NOTHING;
