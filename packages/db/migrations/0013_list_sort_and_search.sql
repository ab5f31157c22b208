DROP INDEX "contacts_list_idx";--> statement-breakpoint
DROP INDEX "products_list_idx";--> statement-breakpoint
DROP INDEX "products_name_search_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower("contacts"."display_name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower("products"."name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_list_idx" ON "contacts" USING btree ("company_id","kind","sort_name","id");--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("company_id","status","sort_name","id");--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("sort_name" gin_trgm_ops);--> statement-breakpoint
-- Under row-level security PostgreSQL does not use an index for ILIKE or LIKE (their operators are
-- not leakproof), so a customer search read every row of the company (180 ms at 100,000
-- customers). These find the matching ids through the trigram indexes as the tables' owner, for
-- the company of the transaction's owo.company_id only: the setting the row-level policy reads, so
-- a caller cannot name another company. Not inlinable (SECURITY DEFINER), so they stay as written.
CREATE FUNCTION tenant_contacts_matching(contact_kind text, pattern text) RETURNS SETOF uuid
	LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
	SELECT id FROM contacts
	WHERE company_id = nullif(current_setting('owo.company_id', true), '')::uuid
		AND kind = contact_kind AND search_text ILIKE pattern
$$;--> statement-breakpoint
CREATE FUNCTION tenant_products_matching(pattern text) RETURNS SETOF uuid
	LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
	SELECT id FROM products
	WHERE company_id = nullif(current_setting('owo.company_id', true), '')::uuid AND sort_name LIKE pattern
$$;
