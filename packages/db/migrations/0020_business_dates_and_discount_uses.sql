-- NOT VALID: an entry dated out of range before this release (only possible through the hole issue 26
-- closed) stays as it is, readable; every entry written from now on is checked.
CREATE INDEX "sales_documents_discount_idx" ON "sales_documents" USING btree ("company_id","discount_id") WHERE "sales_documents"."discount_id" is not null;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_business_date" CHECK ("journal_entries"."date" between '2000-01-01' and '2099-12-31') NOT VALID;