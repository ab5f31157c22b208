CREATE TABLE "list_counts" (
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"status" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "list_counts_company_id_list_status_pk" PRIMARY KEY("company_id","list","status")
);
--> statement-breakpoint
ALTER TABLE "list_counts" ADD CONSTRAINT "list_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The totals of the long lists, kept by statement triggers (one statement over the changed rows,
-- however many: a CSV import of 10,000 customers moves its total once). Only a change of list or
-- status moves a total, so editing a name leaves the row alone. A delete only subtracts from a row
-- that exists: when a company is deleted its totals may already be gone, and an insert would point
-- at the company no more. The trigger's two arguments are the SQL of a row's list and status.
-- (Transition tables are seen only by the trigger function itself, hence one function, no helper.)
CREATE FUNCTION count_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	row_key text := 'company_id, ' || TG_ARGV[0] || ' AS list, ' || TG_ARGV[1] || ' AS status';
	changes text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT ' || row_key || ', 1 AS change FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT ' || row_key || ', -1 AS change FROM old_rows'
		ELSE 'SELECT ' || row_key || ', 1 AS change FROM new_rows UNION ALL SELECT ' || row_key || ', -1 FROM old_rows'
	END;
	totals text := 'SELECT company_id, list, status, sum(change) AS change FROM (' || changes || ') changes GROUP BY 1, 2, 3';
BEGIN
	EXECUTE 'INSERT INTO list_counts (company_id, list, status, total) SELECT * FROM (' || totals || ') grown '
		|| 'WHERE change > 0 ON CONFLICT (company_id, list, status) DO UPDATE SET total = list_counts.total + excluded.total';
	EXECUTE 'UPDATE list_counts SET total = list_counts.total + shrunk.change FROM (' || totals || ') shrunk '
		|| 'WHERE shrunk.change < 0 AND list_counts.company_id = shrunk.company_id AND list_counts.list = shrunk.list '
		|| 'AND list_counts.status = shrunk.status';
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_count_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('kind', 'CASE WHEN active THEN ''active'' ELSE ''inactive'' END');--> statement-breakpoint
CREATE TRIGGER contacts_count_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('kind', 'CASE WHEN active THEN ''active'' ELSE ''inactive'' END');--> statement-breakpoint
CREATE TRIGGER contacts_count_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('kind', 'CASE WHEN active THEN ''active'' ELSE ''inactive'' END');--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('''products''', 'status');--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('''products''', 'status');--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('''products''', 'status');--> statement-breakpoint
INSERT INTO list_counts (company_id, list, status, total)
	SELECT company_id, kind, CASE WHEN active THEN 'active' ELSE 'inactive' END, count(*) FROM contacts GROUP BY 1, 2, 3
	UNION ALL
	SELECT company_id, 'products', status, count(*) FROM products GROUP BY 1, 3;
