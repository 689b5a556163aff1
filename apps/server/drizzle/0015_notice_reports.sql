ALTER TABLE "notice_msg_attempts" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "notice_msg_attempts" ADD COLUMN "report" text;--> statement-breakpoint
ALTER TABLE "notice_msg_attempts" ADD COLUMN "report_detail" text;--> statement-breakpoint
ALTER TABLE "notice_msg_attempts" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notice_msg_attempts_unreported_idx" ON "notice_msg_attempts" USING btree ("created_at") WHERE "notice_msg_attempts"."ok" and "notice_msg_attempts"."provider_ref" is not null and "notice_msg_attempts"."report" is null;