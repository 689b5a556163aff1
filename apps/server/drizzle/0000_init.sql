CREATE TABLE "atts" (
	"id" serial PRIMARY KEY NOT NULL,
	"attachable_type" integer NOT NULL,
	"attachable_id" integer NOT NULL,
	"type" integer NOT NULL,
	"role" text NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corps" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"discountable_type" integer NOT NULL,
	"discountable_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type_val" text NOT NULL,
	"val" integer NOT NULL,
	"state" integer NOT NULL,
	"start_at" timestamp with time zone,
	"stop_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prod_assocs" (
	"id" serial PRIMARY KEY NOT NULL,
	"prod_id" integer NOT NULL,
	"prod_assoc_id" integer NOT NULL,
	"type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prod_cats" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"state" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prod_cats_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "prod_conns" (
	"id" serial PRIMARY KEY NOT NULL,
	"prod_id" integer NOT NULL,
	"prod_conn_id" integer NOT NULL,
	"type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prod_opts" (
	"id" serial PRIMARY KEY NOT NULL,
	"prod_id" integer NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"val" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prod_stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"prod_id" integer NOT NULL,
	"prod_opt_id" integer,
	"sn" text NOT NULL,
	"state" integer NOT NULL,
	"trade_type" integer NOT NULL,
	"prod_orderer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prod_stocks_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "prod_subsc_cat_opts" (
	"id" serial PRIMARY KEY NOT NULL,
	"prod_id" integer NOT NULL,
	"subsc_cat_opt_id" integer NOT NULL,
	"cost_subsc" integer DEFAULT 0 NOT NULL,
	"cost_subsc_duration" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"val" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prods" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"type_conn" integer NOT NULL,
	"type_stock" integer NOT NULL,
	"state" integer NOT NULL,
	"state_provide" integer NOT NULL,
	"prod_cat_id" integer,
	"corp_maker_id" integer,
	"subsc_cat_id" integer,
	"cost" integer DEFAULT 0 NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stock_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"prod_stock_id" integer NOT NULL,
	"state" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsc_cat_opts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsc_cat_id" integer NOT NULL,
	"type" integer NOT NULL,
	"val" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsc_cats" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"state" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_taggables" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL,
	"taggable_type" integer NOT NULL,
	"taggable_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"state" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_confirmables" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"state" integer NOT NULL,
	"confirmable_type" integer NOT NULL,
	"confirmable_id" integer NOT NULL,
	"type" integer NOT NULL,
	"user_id" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"state" integer NOT NULL,
	"docable_type" integer,
	"docable_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fav_cats" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type_layout" integer NOT NULL,
	"state" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fav_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"fav_id" integer NOT NULL,
	"fav_symbol_id" integer NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fav_symbols" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fav_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fav_symbol_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favables" (
	"id" serial PRIMARY KEY NOT NULL,
	"fav_symbol_id" integer NOT NULL,
	"favable_type" integer NOT NULL,
	"favable_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favs" (
	"id" serial PRIMARY KEY NOT NULL,
	"fav_cat_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featdables" (
	"id" serial PRIMARY KEY NOT NULL,
	"featd_id" integer NOT NULL,
	"featdable_type" integer NOT NULL,
	"featdable_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"state" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_cats" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"feedback_id" integer NOT NULL,
	"feedback_cat_id" integer NOT NULL,
	"feedbackable_type" integer,
	"feedbackable_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_cat_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forums" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"state" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_msg_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_msg_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"mobile" text,
	"name" text
);
--> statement-breakpoint
CREATE TABLE "notice_msgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"content" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"local_id" text NOT NULL,
	"cartable_type" integer NOT NULL,
	"cartable_id" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"orderer_type" integer NOT NULL,
	"state" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orderers" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"orderer_type" integer NOT NULL,
	"orderer_id" integer NOT NULL,
	"state" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"state" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"type_api" text DEFAULT 'clone' NOT NULL,
	"type_provide" integer,
	"provider" text NOT NULL,
	"pm_id" text,
	"bill_key" text,
	"card_code" text,
	"card_number" text,
	"payment_bill_auth_id" integer,
	"content" jsonb DEFAULT '{"steps":[]}'::jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pur_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer,
	"payment_id" integer,
	"spot_id" integer,
	"orderable_type" integer NOT NULL,
	"orderable_id" integer NOT NULL,
	"orderable" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"orderer_type" integer NOT NULL,
	"orderer_id" integer,
	"title" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"type_pay" integer,
	"type_provide" integer,
	"state" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shippable_type" integer NOT NULL,
	"shippable_id" integer NOT NULL,
	"type" integer NOT NULL,
	"state" integer NOT NULL,
	"state_req" integer,
	"cost" integer DEFAULT 0 NOT NULL,
	"spot_out" text,
	"spot_out_code" text,
	"spot_out_desc" text,
	"spot_out_tel" text,
	"spot_out_user_name" text,
	"spot_out_at" timestamp with time zone,
	"spot_set" text,
	"spot_set_code" text,
	"spot_set_desc" text,
	"spot_set_tel" text,
	"spot_set_user_name" text,
	"spot_set_at" timestamp with time zone,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"care_id" integer NOT NULL,
	"state" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"careable_type" integer NOT NULL,
	"careable_id" integer NOT NULL,
	"prod_orderer_id" integer,
	"pur_order_id" integer,
	"spot_id" integer,
	"state" integer NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"spot_set_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prod_orderers" (
	"id" serial PRIMARY KEY NOT NULL,
	"orderer_type" integer NOT NULL,
	"orderer_id" integer NOT NULL,
	"parent_id" integer,
	"prod_id" integer NOT NULL,
	"prod_stock_id" integer,
	"prod_opt_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pur_order_id" integer,
	"duration" integer,
	"cost_duration" integer DEFAULT 0 NOT NULL,
	"ctr" integer DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractable_type" integer NOT NULL,
	"contractable_id" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_subscs" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsc_id" integer NOT NULL,
	"payment_id" integer,
	"round" integer NOT NULL,
	"state" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsc_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsc_id" integer NOT NULL,
	"state" integer NOT NULL,
	"state_req" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subsc_cat_id" integer,
	"state" integer NOT NULL,
	"state_req" integer NOT NULL,
	"duration" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"cost_duration" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"stop_at" timestamp with time zone,
	"next_at" timestamp with time zone,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"tx_id" text NOT NULL,
	"purpose" text NOT NULL,
	"name" text,
	"phone_no" text,
	"birth_day" text,
	"gender" text,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_verifications_tx_id_unique" UNIQUE("tx_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "social_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"user_id" integer,
	"social_id" text NOT NULL,
	"social_account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token_hash" text,
	"linked_at_signup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" serial PRIMARY KEY NOT NULL,
	"spotable_type" integer NOT NULL,
	"spotable_id" integer NOT NULL,
	"name" text NOT NULL,
	"tel" text NOT NULL,
	"addr" text NOT NULL,
	"addr_code" text NOT NULL,
	"addr_desc" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"state" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"state" integer NOT NULL,
	"email" text,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"mobile" text,
	"tel" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prod_assocs" ADD CONSTRAINT "prod_assocs_prod_id_prods_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."prods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_assocs" ADD CONSTRAINT "prod_assocs_prod_assoc_id_prods_id_fk" FOREIGN KEY ("prod_assoc_id") REFERENCES "public"."prods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_conns" ADD CONSTRAINT "prod_conns_prod_id_prods_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."prods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_conns" ADD CONSTRAINT "prod_conns_prod_conn_id_prods_id_fk" FOREIGN KEY ("prod_conn_id") REFERENCES "public"."prods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_opts" ADD CONSTRAINT "prod_opts_prod_id_prods_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."prods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_stocks" ADD CONSTRAINT "prod_stocks_prod_id_prods_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."prods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_stocks" ADD CONSTRAINT "prod_stocks_prod_opt_id_prod_opts_id_fk" FOREIGN KEY ("prod_opt_id") REFERENCES "public"."prod_opts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_subsc_cat_opts" ADD CONSTRAINT "prod_subsc_cat_opts_prod_id_prods_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."prods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_subsc_cat_opts" ADD CONSTRAINT "prod_subsc_cat_opts_subsc_cat_opt_id_subsc_cat_opts_id_fk" FOREIGN KEY ("subsc_cat_opt_id") REFERENCES "public"."subsc_cat_opts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prods" ADD CONSTRAINT "prods_prod_cat_id_prod_cats_id_fk" FOREIGN KEY ("prod_cat_id") REFERENCES "public"."prod_cats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prods" ADD CONSTRAINT "prods_corp_maker_id_corps_id_fk" FOREIGN KEY ("corp_maker_id") REFERENCES "public"."corps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prods" ADD CONSTRAINT "prods_subsc_cat_id_subsc_cats_id_fk" FOREIGN KEY ("subsc_cat_id") REFERENCES "public"."subsc_cats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_prod_stock_id_prod_stocks_id_fk" FOREIGN KEY ("prod_stock_id") REFERENCES "public"."prod_stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsc_cat_opts" ADD CONSTRAINT "subsc_cat_opts_subsc_cat_id_subsc_cats_id_fk" FOREIGN KEY ("subsc_cat_id") REFERENCES "public"."subsc_cats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_taggables" ADD CONSTRAINT "tag_taggables_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_confirmables" ADD CONSTRAINT "doc_confirmables_doc_id_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."docs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_confirmables" ADD CONSTRAINT "doc_confirmables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fav_scores" ADD CONSTRAINT "fav_scores_fav_id_favs_id_fk" FOREIGN KEY ("fav_id") REFERENCES "public"."favs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fav_scores" ADD CONSTRAINT "fav_scores_fav_symbol_id_fav_symbols_id_fk" FOREIGN KEY ("fav_symbol_id") REFERENCES "public"."fav_symbols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fav_users" ADD CONSTRAINT "fav_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fav_users" ADD CONSTRAINT "fav_users_fav_symbol_id_fav_symbols_id_fk" FOREIGN KEY ("fav_symbol_id") REFERENCES "public"."fav_symbols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favables" ADD CONSTRAINT "favables_fav_symbol_id_fav_symbols_id_fk" FOREIGN KEY ("fav_symbol_id") REFERENCES "public"."fav_symbols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favs" ADD CONSTRAINT "favs_fav_cat_id_fav_cats_id_fk" FOREIGN KEY ("fav_cat_id") REFERENCES "public"."fav_cats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featdables" ADD CONSTRAINT "featdables_featd_id_featds_id_fk" FOREIGN KEY ("featd_id") REFERENCES "public"."featds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_users" ADD CONSTRAINT "feedback_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_users" ADD CONSTRAINT "feedback_users_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_users" ADD CONSTRAINT "feedback_users_feedback_cat_id_feedback_cats_id_fk" FOREIGN KEY ("feedback_cat_id") REFERENCES "public"."feedback_cats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_feedback_cat_id_feedback_cats_id_fk" FOREIGN KEY ("feedback_cat_id") REFERENCES "public"."feedback_cats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_msg_users" ADD CONSTRAINT "notice_msg_users_notice_msg_id_notice_msgs_id_fk" FOREIGN KEY ("notice_msg_id") REFERENCES "public"."notice_msgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_msg_users" ADD CONSTRAINT "notice_msg_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orderers" ADD CONSTRAINT "payment_orderers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_orders" ADD CONSTRAINT "pur_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_orders" ADD CONSTRAINT "pur_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_orders" ADD CONSTRAINT "pur_orders_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_histories" ADD CONSTRAINT "care_histories_care_id_cares_id_fk" FOREIGN KEY ("care_id") REFERENCES "public"."cares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cares" ADD CONSTRAINT "cares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cares" ADD CONSTRAINT "cares_prod_orderer_id_prod_orderers_id_fk" FOREIGN KEY ("prod_orderer_id") REFERENCES "public"."prod_orderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cares" ADD CONSTRAINT "cares_pur_order_id_pur_orders_id_fk" FOREIGN KEY ("pur_order_id") REFERENCES "public"."pur_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cares" ADD CONSTRAINT "cares_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prod_orderers" ADD CONSTRAINT "prod_orderers_pur_order_id_pur_orders_id_fk" FOREIGN KEY ("pur_order_id") REFERENCES "public"."pur_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_subscs" ADD CONSTRAINT "record_subscs_subsc_id_subscs_id_fk" FOREIGN KEY ("subsc_id") REFERENCES "public"."subscs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsc_histories" ADD CONSTRAINT "subsc_histories_subsc_id_subscs_id_fk" FOREIGN KEY ("subsc_id") REFERENCES "public"."subscs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscs" ADD CONSTRAINT "subscs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscs" ADD CONSTRAINT "subscs_subsc_cat_id_subsc_cats_id_fk" FOREIGN KEY ("subsc_cat_id") REFERENCES "public"."subsc_cats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_users" ADD CONSTRAINT "social_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atts_target_idx" ON "atts" USING btree ("attachable_type","attachable_id","sort");--> statement-breakpoint
CREATE INDEX "discounts_target_idx" ON "discounts" USING btree ("discountable_type","discountable_id","state");--> statement-breakpoint
CREATE INDEX "prod_assocs_prod_idx" ON "prod_assocs" USING btree ("prod_id","sort");--> statement-breakpoint
CREATE INDEX "prod_conns_prod_idx" ON "prod_conns" USING btree ("prod_id","type","sort");--> statement-breakpoint
CREATE INDEX "prod_conns_conn_idx" ON "prod_conns" USING btree ("prod_conn_id");--> statement-breakpoint
CREATE INDEX "prod_opts_prod_idx" ON "prod_opts" USING btree ("prod_id","type","sort");--> statement-breakpoint
CREATE INDEX "prod_stocks_avail_idx" ON "prod_stocks" USING btree ("prod_id","prod_opt_id","state","prod_orderer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prod_subsc_cat_opts_uniq" ON "prod_subsc_cat_opts" USING btree ("prod_id","subsc_cat_opt_id");--> statement-breakpoint
CREATE INDEX "prod_subsc_cat_opts_opt_idx" ON "prod_subsc_cat_opts" USING btree ("subsc_cat_opt_id");--> statement-breakpoint
CREATE INDEX "prods_cat_idx" ON "prods" USING btree ("prod_cat_id","state","sort");--> statement-breakpoint
CREATE INDEX "prods_maker_idx" ON "prods" USING btree ("corp_maker_id","state","sort");--> statement-breakpoint
CREATE INDEX "prods_type_conn_idx" ON "prods" USING btree ("type_conn","state","sort");--> statement-breakpoint
CREATE INDEX "prods_subsc_cat_idx" ON "prods" USING btree ("subsc_cat_id");--> statement-breakpoint
CREATE INDEX "subsc_cat_opts_cat_idx" ON "subsc_cat_opts" USING btree ("subsc_cat_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_taggables_uniq" ON "tag_taggables" USING btree ("tag_id","taggable_type","taggable_id");--> statement-breakpoint
CREATE INDEX "tag_taggables_target_idx" ON "tag_taggables" USING btree ("taggable_type","taggable_id");--> statement-breakpoint
CREATE INDEX "doc_confirmables_target_idx" ON "doc_confirmables" USING btree ("confirmable_type","confirmable_id");--> statement-breakpoint
CREATE INDEX "doc_confirmables_user_idx" ON "doc_confirmables" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "docs_slug_uniq" ON "docs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "docs_type_idx" ON "docs" USING btree ("type","state","sort");--> statement-breakpoint
CREATE INDEX "docs_docable_idx" ON "docs" USING btree ("docable_type","docable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fav_scores_uniq" ON "fav_scores" USING btree ("fav_id","fav_symbol_id");--> statement-breakpoint
CREATE INDEX "fav_users_user_idx" ON "fav_users" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favables_symbol_idx" ON "favables" USING btree ("fav_symbol_id","sort");--> statement-breakpoint
CREATE INDEX "favs_cat_idx" ON "favs" USING btree ("fav_cat_id","sort");--> statement-breakpoint
CREATE INDEX "featdables_featd_idx" ON "featdables" USING btree ("featd_id","sort");--> statement-breakpoint
CREATE INDEX "feedback_users_user_idx" ON "feedback_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forums_type_idx" ON "forums" USING btree ("type","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forums_slug_uniq" ON "forums" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "notice_msg_users_msg_idx" ON "notice_msg_users" USING btree ("notice_msg_id");--> statement-breakpoint
CREATE INDEX "notice_msg_users_user_idx" ON "notice_msg_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notice_msgs_created_idx" ON "notice_msgs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_local_uniq" ON "carts" USING btree ("user_id","local_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_uniq" ON "idempotency_keys" USING btree ("user_id","route","key");--> statement-breakpoint
CREATE INDEX "payment_orderers_payment_idx" ON "payment_orderers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_orderers_orderer_idx" ON "payment_orderers" USING btree ("orderer_type","orderer_id","state");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","type","state");--> statement-breakpoint
CREATE INDEX "payments_bill_key_idx" ON "payments" USING btree ("bill_key");--> statement-breakpoint
CREATE INDEX "pur_orders_user_idx" ON "pur_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pur_orders_payment_idx" ON "pur_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "pur_orders_orderer_idx" ON "pur_orders" USING btree ("orderer_type","orderer_id");--> statement-breakpoint
CREATE INDEX "ships_target_idx" ON "ships" USING btree ("shippable_type","shippable_id");--> statement-breakpoint
CREATE INDEX "ships_user_idx" ON "ships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cares_user_idx" ON "cares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cares_target_idx" ON "cares" USING btree ("careable_type","careable_id");--> statement-breakpoint
CREATE INDEX "prod_orderers_orderer_idx" ON "prod_orderers" USING btree ("orderer_type","orderer_id");--> statement-breakpoint
CREATE INDEX "prod_orderers_parent_idx" ON "prod_orderers" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "record_contracts_target_idx" ON "record_contracts" USING btree ("contractable_type","contractable_id");--> statement-breakpoint
CREATE INDEX "record_subscs_subsc_idx" ON "record_subscs" USING btree ("subsc_id","state","round");--> statement-breakpoint
CREATE INDEX "subsc_histories_subsc_idx" ON "subsc_histories" USING btree ("subsc_id","created_at");--> statement-breakpoint
CREATE INDEX "subscs_user_idx" ON "subscs" USING btree ("user_id","state","created_at");--> statement-breakpoint
CREATE INDEX "subscs_next_idx" ON "subscs" USING btree ("state","next_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_key_idx" ON "auth_attempts" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_users_uniq" ON "social_users" USING btree ("type","social_id");--> statement-breakpoint
CREATE INDEX "social_users_user_idx" ON "social_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "spots_owner_idx" ON "spots" USING btree ("spotable_type","spotable_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uniq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile","name");--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type");