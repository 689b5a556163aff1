CREATE TABLE "notice_msg_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_msg_id" integer NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"ok" boolean NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "purpose" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "button" jsonb;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "variables" jsonb;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notice_msg_attempts" ADD CONSTRAINT "notice_msg_attempts_notice_msg_id_notice_msgs_id_fk" FOREIGN KEY ("notice_msg_id") REFERENCES "public"."notice_msgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_msg_attempts_msg_idx" ON "notice_msg_attempts" USING btree ("notice_msg_id");--> statement-breakpoint
CREATE INDEX "notice_msgs_due_idx" ON "notice_msgs" USING btree ("state","send_after");--> statement-breakpoint
ALTER TABLE "notice_msgs" ADD CONSTRAINT "notice_msgs_dedupe_key_unique" UNIQUE("dedupe_key");