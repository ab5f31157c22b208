CREATE INDEX "sales_documents_branch_list_idx" ON "sales_documents" USING btree ("company_id","kind","branch_id","date","id");--> statement-breakpoint
CREATE INDEX "sales_documents_status_list_idx" ON "sales_documents" USING btree ("company_id","kind","status","date","id");--> statement-breakpoint
CREATE INDEX "sales_documents_open_list_idx" ON "sales_documents" USING btree ("company_id","date","id","due_date","status") WHERE "sales_documents"."kind" = 'invoice' and "sales_documents"."status" in ('unpaid', 'partly-paid');--> statement-breakpoint
-- The aging report's read: each customer's net on the receivables account up to a date, from this
-- index alone (Drizzle cannot declare INCLUDE, so it is written here and named in tables/ledger.ts).
CREATE INDEX "journal_lines_account_turnover_idx" ON "journal_lines" USING btree ("company_id","account_id","date")
	INCLUDE ("contact_id","branch_id","debit","credit");--> statement-breakpoint
-- The totals of the sales lists (list = kind, by stored status) in list_counts, beside those of
-- migration 0014, but kept at commit by a deferred row trigger rather than at each statement: an
-- invoice's total row is then locked only while its transaction commits, not from the invoice's
-- insert through its approval, stock issue and posting, which made every invoice of a company wait
-- for the one before (bench/sales). The first change in a transaction makes and locks all of the
-- company's sales rows in one order, so two transactions that change several statuses (a payment
-- over many invoices) cannot deadlock. A delete does not make rows: when a company is deleted its
-- totals may already be gone. Only a change of kind or status fires it.
CREATE FUNCTION count_sales_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	company uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.kind = OLD.kind AND NEW.status = OLD.status THEN
		RETURN NULL;
	END IF;
	IF current_setting('owo.sales_counts_locked', true) IS DISTINCT FROM company::text THEN
		IF TG_OP <> 'DELETE' THEN
			INSERT INTO list_counts (company_id, list, status, total)
				SELECT company, known.list, known.status, 0
				FROM (VALUES ('credit-note', 'applied'), ('credit-note', 'open'), ('credit-note', 'void'),
					('estimate', 'draft'), ('estimate', 'invoiced'), ('estimate', 'open'), ('estimate', 'void'),
					('invoice', 'awaiting-approval'), ('invoice', 'draft'), ('invoice', 'paid'),
					('invoice', 'partly-paid'), ('invoice', 'unpaid'), ('invoice', 'void'),
					('sales-receipt', 'paid'), ('sales-receipt', 'void')) AS known (list, status)
				ORDER BY known.list, known.status
				ON CONFLICT (company_id, list, status) DO NOTHING;
		END IF;
		PERFORM 1 FROM list_counts
			WHERE company_id = company AND list IN ('credit-note', 'estimate', 'invoice', 'sales-receipt')
			ORDER BY list, status FOR UPDATE;
		PERFORM set_config('owo.sales_counts_locked', company::text, true);
	END IF;
	IF TG_OP <> 'INSERT' THEN
		UPDATE list_counts SET total = total - 1
			WHERE company_id = OLD.company_id AND list = OLD.kind AND status = OLD.status;
	END IF;
	-- An upsert: a transaction that began with a delete made no rows.
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO list_counts (company_id, list, status, total) VALUES (NEW.company_id, NEW.kind, NEW.status, 1)
			ON CONFLICT (company_id, list, status) DO UPDATE SET total = list_counts.total + 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sales_documents_count AFTER INSERT OR DELETE OR UPDATE OF kind, status ON sales_documents
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_sales_documents();--> statement-breakpoint
INSERT INTO list_counts (company_id, list, status, total)
	SELECT company_id, kind, status, count(*) FROM sales_documents GROUP BY 1, 2, 3;
