-- Sealing the ledger (issue 9). Data first: the closed list of source types names what wrote
-- 'bank-statement' entries 'reconciliation'; every entry gets a source id (opening balances: the
-- company's, as there is one set per company); raced opening-balance saves that left two live
-- entries keep the newest and reverse the others.
ALTER TABLE journal_entries DISABLE TRIGGER journal_entries_immutable;--> statement-breakpoint
UPDATE journal_entries SET source_type = 'reconciliation' WHERE source_type = 'bank-statement';--> statement-breakpoint
UPDATE journal_entries SET source_id = company_id WHERE source_type = 'opening-balance';--> statement-breakpoint
UPDATE journal_entries SET source_id = id WHERE source_id IS NULL;--> statement-breakpoint
WITH live AS (
  SELECT company_id, id, row_number() OVER (PARTITION BY company_id ORDER BY id DESC) AS position
  FROM journal_entries
  WHERE source_type = 'opening-balance' AND reversed_by_entry_id IS NULL AND reverses_entry_id IS NULL
), doomed AS (
  SELECT entry.*, gen_random_uuid() AS reversal_id FROM journal_entries entry
  JOIN live ON live.company_id = entry.company_id AND live.id = entry.id WHERE live.position > 1
), reversals AS (
  INSERT INTO journal_entries (company_id, id, date, memo, source_type, source_id, branch_id, reverses_entry_id, created_by)
  SELECT company_id, reversal_id, date, 'Reversal of a duplicate opening balances entry', source_type, source_id,
    branch_id, id, created_by FROM doomed
  RETURNING id
), flagged AS (
  UPDATE journal_entries entry SET reversed_by_entry_id = doomed.reversal_id FROM doomed
  WHERE entry.company_id = doomed.company_id AND entry.id = doomed.id
)
INSERT INTO journal_lines (company_id, entry_id, line_number, account_id, debit, credit, currency_code, currency_amount, description, date)
SELECT line.company_id, doomed.reversal_id, line.line_number, line.account_id, line.credit, line.debit,
  line.currency_code, line.currency_amount, line.description, line.date
FROM doomed JOIN journal_lines line ON line.company_id = doomed.company_id AND line.entry_id = doomed.id;--> statement-breakpoint
ALTER TABLE journal_entries ENABLE TRIGGER journal_entries_immutable;--> statement-breakpoint
CREATE TABLE "journal_approvals" (
	"company_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"entry_id" uuid NOT NULL,
	"approved_by" uuid NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journal_approvals_company_id_journal_id_version_pk" PRIMARY KEY("company_id","journal_id","version")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "contacts_kind" CHECK ("contacts"."kind" in ('customer', 'vendor', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "source_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "client_request_id" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "written_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "tax_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_approvals" ADD CONSTRAINT "journal_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_approvals" ADD CONSTRAINT "journal_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_approvals" ADD CONSTRAINT "journal_approvals_company_id_journal_id_journals_company_id_id_fk" FOREIGN KEY ("company_id","journal_id") REFERENCES "public"."journals"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_approvals" ADD CONSTRAINT "journal_approvals_company_id_entry_id_journal_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_contact_id_contacts_company_id_id_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_product_id_products_company_id_id_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_tax_id_taxes_company_id_id_fk" FOREIGN KEY ("company_id","tax_id") REFERENCES "public"."taxes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_live_source_key" ON "journal_entries" USING btree ("company_id","source_type","source_id") WHERE "journal_entries"."reversed_by_entry_id" is null and "journal_entries"."reverses_entry_id" is null;--> statement-breakpoint
CREATE INDEX "journal_lines_contact_idx" ON "journal_lines" USING btree ("company_id","contact_id","date") WHERE "journal_lines"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_product_idx" ON "journal_lines" USING btree ("company_id","product_id","date") WHERE "journal_lines"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_tax_idx" ON "journal_lines" USING btree ("company_id","tax_id","date") WHERE "journal_lines"."tax_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_branch_idx" ON "journal_lines" USING btree ("company_id","branch_id","date") WHERE "journal_lines"."branch_id" is not null;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "status_code";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response_body";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type" CHECK (source_type in ('journal', 'opening-balance', 'reconciliation', 'invoice', 'sales-receipt', 'customer-payment', 'prepayment', 'bill', 'expense', 'vendor-payment', 'stock-adjustment', 'stock-transfer', 'payroll', 'tax-payment', 'fx-revaluation'));--> statement-breakpoint

-- Lines belong to the transaction that wrote their entry (written_by, set by the database when the
-- entry is inserted and never changed). Comparing the entry row's xmin instead was not enough:
-- any update of a committed entry (even one changing nothing) moved its xmin to the updating
-- transaction, which could then add lines to a posted entry.
CREATE OR REPLACE FUNCTION ledger_lines_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written record;
  entry_writer xid8;
BEGIN
  FOR written IN SELECT DISTINCT company_id, entry_id FROM added LOOP
    SELECT written_by INTO entry_writer FROM journal_entries WHERE company_id = written.company_id AND id = written.entry_id;
    -- No entry at all is the foreign key's to report.
    IF entry_writer IS NOT NULL AND entry_writer <> pg_current_xact_id() THEN
      RAISE EXCEPTION USING ERRCODE = 'OW003', MESSAGE = 'Lines cannot be added to a posted entry; post a new entry';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Posted rows are never changed or deleted. The exceptions, named by the trigger's arguments: a
-- column set once from null ('!'); one set once from null by ledger_settle() only ('@'); one changed
-- by ledger_merge_accounts() only ('~').
CREATE OR REPLACE FUNCTION ledger_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
  changeable text;
  name text;
  settling boolean := coalesce(current_setting('owo.ledger_settling', true), '') = 'on';
  merging boolean := coalesce(current_setting('owo.ledger_merging', true), '') = 'on';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOREACH changeable IN ARRAY TG_ARGV LOOP
      name := rtrim(changeable, '!@~');
      IF old_row -> name IS DISTINCT FROM new_row -> name AND (
           (changeable LIKE '%~' AND NOT merging)
        OR (changeable LIKE '%!' AND old_row -> name <> 'null'::jsonb)
        OR (changeable LIKE '%@' AND (old_row -> name <> 'null'::jsonb OR NOT settling))) THEN
        EXIT;
      END IF;
      old_row := old_row - name;
      new_row := new_row - name;
    END LOOP;
    IF old_row = new_row THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'OW003',
    MESSAGE = format('Posted %s are never changed or deleted; post a reversal instead', replace(TG_TABLE_NAME, '_', ' '));
END $$;
--> statement-breakpoint
DROP TRIGGER journal_lines_immutable ON journal_lines;
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_changes('account_id~');
--> statement-breakpoint

-- The daily and monthly totals are written by ledger_settle() and ledger_merge_accounts() only, so
-- they always equal the lines they sum.
CREATE FUNCTION ledger_refuse_totals_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('owo.ledger_settling', true), '') = 'on'
     OR coalesce(current_setting('owo.ledger_merging', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'OW003',
    MESSAGE = format('%s are kept by the ledger; post an entry instead', replace(TG_TABLE_NAME, '_', ' '));
END $$;
--> statement-breakpoint
CREATE TRIGGER account_daily_totals_guarded AFTER INSERT OR UPDATE OR DELETE ON account_daily_totals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_totals_writes();
--> statement-breakpoint
CREATE TRIGGER account_monthly_totals_guarded AFTER INSERT OR UPDATE OR DELETE ON account_monthly_totals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_totals_writes();
--> statement-breakpoint

-- At commit, one entry at a time (as 0005): the posting lock shared, then the lock date, at least
-- two lines, balance. New: the entry was written by this very transaction (written_by cannot be
-- chosen), and a reversal is dated on or after the entry it reverses (later when that day is
-- locked: a document from a locked period can still be voided, in an open one).
CREATE OR REPLACE FUNCTION ledger_entry_committing() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date;
  difference bigint;
  line_count integer;
  original_date date;
BEGIN
  IF NEW.number IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'OW001', MESSAGE = 'Journal entries are numbered by the database; leave number empty';
  END IF;
  IF NEW.written_by <> pg_current_xact_id() THEN
    RAISE EXCEPTION USING ERRCODE = 'OW003', MESSAGE = 'written_by is set by the database; leave it empty';
  END IF;

  PERFORM pg_advisory_xact_lock_shared(ledger_posting_lock_class(), hashtext(NEW.company_id::text));

  SELECT lock_date INTO locked FROM companies WHERE id = NEW.company_id;
  IF locked IS NOT NULL AND NEW.date <= locked THEN
    RAISE EXCEPTION USING ERRCODE = 'OW002', MESSAGE = format('The books are locked up to %s: date must be after it', locked);
  END IF;

  SELECT coalesce(sum(debit - credit), 0), count(*) INTO difference, line_count
    FROM journal_lines WHERE company_id = NEW.company_id AND entry_id = NEW.id;
  IF line_count < 2 THEN
    RAISE EXCEPTION USING ERRCODE = 'OW001',
      MESSAGE = format('A journal needs at least two lines (journal entry %s has %s)', NEW.id, line_count);
  END IF;
  IF difference <> 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'OW001',
      MESSAGE = format('Debits and credits must be equal (journal entry %s is off by %s kobo)', NEW.id, difference);
  END IF;

  IF NEW.reverses_entry_id IS NOT NULL THEN
    SELECT date INTO original_date FROM journal_entries
      WHERE company_id = NEW.company_id AND id = NEW.reverses_entry_id;
    IF NEW.date < original_date THEN
      RAISE EXCEPTION USING ERRCODE = 'OW001', MESSAGE = 'A reversal cannot be dated before the entry it reverses';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- post()'s one statement, now with a line's dimensions: contact, product, tax and branch (a line
-- without a branch takes the entry's). It writes nothing and answers what it refused: the date
-- (line 0, on or before the lock date, which it names), or a line whose account is not the
-- company's or is inactive, or whose contact, product, tax or branch is not the company's.
DROP FUNCTION ledger_write_entry(uuid, uuid, date, text, text, uuid, uuid, uuid, jsonb);
--> statement-breakpoint
CREATE FUNCTION ledger_write_entry(company uuid, entry_id uuid, entry_date date, entry_memo text,
  entry_source_type text, entry_source_id uuid, entry_branch_id uuid, entry_created_by uuid, entry_lines jsonb)
RETURNS TABLE (line_number integer, problem text, code text, name text) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH input AS (
      SELECT line.line_number, line.account_id, line.debit, line.credit, line.description, line.currency_code,
        line.currency_amount, line.contact_id, line.product_id, line.tax_id,
        coalesce(line.branch_id, entry_branch_id) AS branch_id
      FROM jsonb_to_recordset(entry_lines) AS line(line_number integer, account_id uuid, debit bigint, credit bigint,
        description text, currency_code text, currency_amount bigint, contact_id uuid, product_id uuid, tax_id uuid,
        branch_id uuid)
    ), refused AS (
      SELECT 0 AS line_number, 'date' AS problem, lock_date::text AS code, null AS name FROM companies
      WHERE id = company AND lock_date >= entry_date
      UNION ALL
      SELECT line.line_number, 'account', account.code, account.name FROM input line
      LEFT JOIN accounts account ON account.company_id = company AND account.id = line.account_id
      WHERE account.id IS NULL OR NOT account.is_active
      UNION ALL
      SELECT line.line_number, 'contact', null, null FROM input line
      WHERE line.contact_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM contacts WHERE company_id = company AND id = line.contact_id)
      UNION ALL
      SELECT line.line_number, 'product', null, null FROM input line
      WHERE line.product_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM products WHERE company_id = company AND id = line.product_id)
      UNION ALL
      SELECT line.line_number, 'tax', null, null FROM input line
      WHERE line.tax_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM taxes WHERE company_id = company AND id = line.tax_id)
      UNION ALL
      SELECT line.line_number, 'branch', null, null FROM input line
      WHERE line.branch_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM branches WHERE company_id = company AND id = line.branch_id)
    ), entry AS (
      INSERT INTO journal_entries (company_id, id, date, memo, source_type, source_id, branch_id, created_by)
      SELECT company, entry_id, entry_date, entry_memo, entry_source_type, entry_source_id, entry_branch_id, entry_created_by
      WHERE NOT EXISTS (SELECT 1 FROM refused)
      RETURNING id
    ), written AS (
      INSERT INTO journal_lines (company_id, entry_id, line_number, account_id, debit, credit,
        currency_code, currency_amount, description, date, contact_id, product_id, tax_id, branch_id)
      SELECT company, entry.id, line.line_number, line.account_id, line.debit, line.credit,
        line.currency_code, line.currency_amount, line.description, entry_date,
        line.contact_id, line.product_id, line.tax_id, line.branch_id
      FROM input line CROSS JOIN entry
    )
    SELECT refused.line_number, refused.problem, refused.code, refused.name FROM refused
    ORDER BY refused.line_number, refused.problem;
END $$;
--> statement-breakpoint

-- Settling (as 0005). A reversal dated on its original's day takes the original's lines back out of
-- that day, so the pair vanishes from totals and reports; a reversal dated later (the original's
-- day was locked, or the user chose a later day) adds its own lines on its own day, and both stay.
CREATE OR REPLACE FUNCTION ledger_settle(company uuid, batch_limit integer DEFAULT 2000) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  last_settled integer;
  settled integer;
BEGIN
  INSERT INTO document_sequences (company_id, kind, last_number) VALUES (company, 'journal-entry', 0)
  ON CONFLICT (company_id, kind) DO UPDATE SET last_number = document_sequences.last_number
  RETURNING last_number INTO last_settled;

  -- Lets the entries' numbers and the totals be written, for this function's own statement only.
  PERFORM set_config('owo.ledger_settling', 'on', true);
  -- A new statement, so a new snapshot: it sees every entry committed while we waited for the lock.
  WITH batch AS MATERIALIZED (
    SELECT entry.id, entry.reverses_entry_id IS NULL OR entry.date <> original.date AS adds,
      row_number() OVER (ORDER BY entry.id) AS position
    FROM journal_entries entry
    LEFT JOIN journal_entries original
      ON original.company_id = entry.company_id AND original.id = entry.reverses_entry_id
    WHERE entry.company_id = company AND entry.number IS NULL
    ORDER BY entry.id
    LIMIT batch_limit
  ), numbered AS (
    UPDATE journal_entries entry SET number = last_settled + batch.position
    FROM batch WHERE entry.company_id = company AND entry.id = batch.id
  ), lines AS MATERIALIZED (
    SELECT line.account_id, line.date,
      CASE WHEN batch.adds THEN line.debit ELSE -line.credit END AS debit,
      CASE WHEN batch.adds THEN line.credit ELSE -line.debit END AS credit,
      CASE WHEN batch.adds THEN 1 ELSE -1 END AS line_count
    FROM batch JOIN journal_lines line ON line.company_id = company AND line.entry_id = batch.id
  ), daily AS (
    INSERT INTO account_daily_totals (company_id, account_id, date, debit, credit, line_count)
    SELECT company, account_id, date, sum(debit), sum(credit), sum(line_count)
    FROM lines GROUP BY account_id, date ORDER BY account_id, date
    ON CONFLICT (company_id, account_id, date) DO UPDATE SET
      debit = account_daily_totals.debit + excluded.debit,
      credit = account_daily_totals.credit + excluded.credit,
      line_count = account_daily_totals.line_count + excluded.line_count
  ), monthly AS (
    INSERT INTO account_monthly_totals (company_id, account_id, month, debit, credit, line_count)
    SELECT company, account_id, date_trunc('month', date)::date, sum(debit), sum(credit), sum(line_count)
    FROM lines GROUP BY account_id, date_trunc('month', date) ORDER BY account_id, date_trunc('month', date)
    ON CONFLICT (company_id, account_id, month) DO UPDATE SET
      debit = account_monthly_totals.debit + excluded.debit,
      credit = account_monthly_totals.credit + excluded.credit,
      line_count = account_monthly_totals.line_count + excluded.line_count
  )
  SELECT count(*) INTO settled FROM batch;
  PERFORM set_config('owo.ledger_settling', 'off', true);

  IF settled > 0 THEN
    UPDATE document_sequences SET last_number = last_settled + settled
    WHERE company_id = company AND kind = 'journal-entry';
  END IF;
  RETURN settled;
END $$;
--> statement-breakpoint

-- Merging accounts: every line of one account moves to another, with its daily and monthly totals,
-- in the caller's transaction. Locks in the one order every ledger writer uses: the company's
-- settling lock (its 'journal-entry' sequence row) first, then the two accounts' rows; settling
-- takes the same row first, so the two can no longer deadlock. Answers how many lines moved.
CREATE FUNCTION ledger_merge_accounts(company uuid, from_account uuid, into_account uuid) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  INSERT INTO document_sequences (company_id, kind, last_number) VALUES (company, 'journal-entry', 0)
  ON CONFLICT (company_id, kind) DO UPDATE SET last_number = document_sequences.last_number;
  PERFORM 1 FROM accounts WHERE company_id = company AND id IN (from_account, into_account) ORDER BY id FOR UPDATE;

  PERFORM set_config('owo.ledger_merging', 'on', true);
  UPDATE journal_lines SET account_id = into_account WHERE company_id = company AND account_id = from_account;
  GET DIAGNOSTICS moved = ROW_COUNT;
  INSERT INTO account_daily_totals (company_id, account_id, date, debit, credit, line_count)
  SELECT company_id, into_account, date, debit, credit, line_count FROM account_daily_totals
  WHERE company_id = company AND account_id = from_account
  ON CONFLICT (company_id, account_id, date) DO UPDATE SET
    debit = account_daily_totals.debit + excluded.debit,
    credit = account_daily_totals.credit + excluded.credit,
    line_count = account_daily_totals.line_count + excluded.line_count;
  DELETE FROM account_daily_totals WHERE company_id = company AND account_id = from_account;
  INSERT INTO account_monthly_totals (company_id, account_id, month, debit, credit, line_count)
  SELECT company_id, into_account, month, debit, credit, line_count FROM account_monthly_totals
  WHERE company_id = company AND account_id = from_account
  ON CONFLICT (company_id, account_id, month) DO UPDATE SET
    debit = account_monthly_totals.debit + excluded.debit,
    credit = account_monthly_totals.credit + excluded.credit,
    line_count = account_monthly_totals.line_count + excluded.line_count;
  DELETE FROM account_monthly_totals WHERE company_id = company AND account_id = from_account;
  PERFORM set_config('owo.ledger_merging', 'off', true);
  RETURN moved;
END $$;
--> statement-breakpoint

-- A reversed entry names its reversal within its own company. Deferred: reverse() flags the
-- original before it writes the reversal, in the same transaction.
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_reversed_by_fk
  FOREIGN KEY (company_id, reversed_by_entry_id) REFERENCES journal_entries (company_id, id)
  DEFERRABLE INITIALLY DEFERRED;
