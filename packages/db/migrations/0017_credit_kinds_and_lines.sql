-- Editing a recurring invoice (another start, frequency, end...) carries on after the run day of
-- the last invoice it made, so no run day is made twice: that day is kept on the schedule.
ALTER TABLE "recurring_invoices" ADD COLUMN "last_run_date" date;--> statement-breakpoint
UPDATE "recurring_invoices" SET "last_run_date" = (
	SELECT max("sales_documents"."schedule_run_date") FROM "sales_documents"
	WHERE "sales_documents"."company_id" = "recurring_invoices"."company_id"
		AND "sales_documents"."schedule_id" = "recurring_invoices"."id"
)
WHERE "made_count" > 0;--> statement-breakpoint
-- What a credit note credits (a return of goods or an allowance) and, for each of its lines, the
-- invoice line it credits, so an invoice's credit notes are read by the invoice (where[invoice])
-- and what is left of each of its lines is exact.
ALTER TABLE "sales_document_lines" ADD COLUMN "invoice_line" integer;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "credit_kind" text;--> statement-breakpoint
-- Credit notes made before: a return brought goods back (stock movements under the note), so
-- one without any is read as an allowance (a return of services alone moved no stock either).
UPDATE "sales_documents" SET "credit_kind" = CASE WHEN EXISTS (
	SELECT 1 FROM "stock_movements"
	WHERE "stock_movements"."company_id" = "sales_documents"."company_id"
		AND "stock_movements"."document_type" = 'credit-note'
		AND "stock_movements"."document_id" = "sales_documents"."id"
) THEN 'return' ELSE 'allowance' END
WHERE "kind" = 'credit-note';--> statement-breakpoint
CREATE INDEX "sales_documents_source_idx" ON "sales_documents" USING btree ("company_id","source_document_id") WHERE "sales_documents"."source_document_id" is not null;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_credit_kind" CHECK ("sales_documents"."credit_kind" is null or ("sales_documents"."kind" = 'credit-note' and "sales_documents"."credit_kind" in ('return', 'allowance')));
