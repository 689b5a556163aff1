CREATE INDEX "docs_state_idx" ON "docs" USING btree ("state","sort");--> statement-breakpoint
CREATE INDEX "fav_cats_state_idx" ON "fav_cats" USING btree ("state","sort");--> statement-breakpoint
CREATE INDEX "featds_state_idx" ON "featds" USING btree ("state","sort");--> statement-breakpoint
CREATE INDEX "feedbacks_cat_idx" ON "feedbacks" USING btree ("feedback_cat_id","sort");--> statement-breakpoint
CREATE INDEX "forums_type_sort_idx" ON "forums" USING btree ("type","state","sort");