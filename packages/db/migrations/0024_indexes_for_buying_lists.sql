-- The buying lists (bench/buying): the expense list leaves void expenses out, so the list indexes
-- carry the status after their order and a page's ids are read from the index alone; the payments
-- received and made lists each read one direction, newest first.
DROP INDEX "documents_list_idx";--> statement-breakpoint
DROP INDEX "documents_branch_list_idx";--> statement-breakpoint
CREATE INDEX "payments_direction_list_idx" ON "payments" USING btree ("company_id","direction","date","id");--> statement-breakpoint
CREATE INDEX "documents_list_idx" ON "documents" USING btree ("company_id","kind","date","id","status");--> statement-breakpoint
CREATE INDEX "documents_branch_list_idx" ON "documents" USING btree ("company_id","kind","branch_id","date","id","status");
