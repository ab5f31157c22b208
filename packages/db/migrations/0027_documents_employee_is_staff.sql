-- A document's employee (the salesperson on a sale, who took a bill in) is one of the staff under
-- HRM (issue 28), no longer a payee contact of kind employee. A document that named such a contact
-- now names the employee of the same name in its company; where there is none the document names no
-- employee (sales by employee shows it under 'No employee'); the payee contact itself is kept.
-- A recurring invoice's template (its invoice request, jsonb) is repointed the same way, so the invoices
-- it makes are not refused.
ALTER TABLE "documents" DROP CONSTRAINT "documents_employee_fk";
--> statement-breakpoint
UPDATE "documents" SET "employee_id" = (
	SELECT "staff"."id" FROM "contacts" "payee"
	JOIN "employees" "staff" ON "staff"."company_id" = "payee"."company_id"
		AND lower("staff"."display_name") = lower("payee"."display_name")
	WHERE "payee"."company_id" = "documents"."company_id" AND "payee"."id" = "documents"."employee_id"
	ORDER BY "staff"."status", "staff"."created_at", "staff"."id"
	LIMIT 1
) WHERE "employee_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
UPDATE "recurring_invoices" SET "invoice" = jsonb_set("invoice", '{employee}', coalesce((
	SELECT to_jsonb("staff"."id") FROM "contacts" "payee"
	JOIN "employees" "staff" ON "staff"."company_id" = "payee"."company_id"
		AND lower("staff"."display_name") = lower("payee"."display_name")
	WHERE "payee"."company_id" = "recurring_invoices"."company_id" AND "payee"."id"::text = "recurring_invoices"."invoice"->>'employee'
	ORDER BY "staff"."status", "staff"."created_at", "staff"."id"
	LIMIT 1
), 'null'::jsonb))
WHERE jsonb_typeof("invoice"->'employee') = 'string'
	AND NOT EXISTS (SELECT 1 FROM "employees" "staff" WHERE "staff"."company_id" = "recurring_invoices"."company_id"
		AND "staff"."id"::text = "recurring_invoices"."invoice"->>'employee');
