CREATE INDEX "journal_entries_unsettled_idx" ON "journal_entries" USING btree ("company_id","id") WHERE "journal_entries"."number" is null;--> statement-breakpoint

-- Settling (finding 1 of bench/ledger/README.md). Numbering and counting each entry at its commit
-- held the company's sequence row and its hot totals rows through the commit's disk flush, so one
-- company's postings went one flush at a time. Now the commit only checks the entry and writes
-- nothing; ledger_settle() then numbers committed entries and adds them to the totals, many in
-- one transaction. Reports add the unsettled entries (number is null) to the totals themselves.

-- The first key of the posting lock (pg_advisory_xact_lock(class, hashtext(company_id))); the
-- server's holdPostingLock() uses the same. 'owo' in ASCII.
CREATE FUNCTION ledger_posting_lock_class() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 7305071 $$;
--> statement-breakpoint

-- At commit, one entry at a time: take the company's posting lock in shared mode (entries commit
-- side by side; changing the lock date takes it exclusively, so a posting in flight either commits
-- before the new date applies or is checked against it), then check the lock date, the balance and
-- a reversal's date. It writes nothing, so it holds no row another posting needs.
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
    IF original_date IS DISTINCT FROM NEW.date THEN
      RAISE EXCEPTION USING ERRCODE = 'OW001', MESSAGE = 'A reversal is dated on the day of the entry it reverses';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Lines are written by the (sub)transaction that wrote their entry, so the check at commit sees
-- every line an entry will ever have: a line whose entry row was written by another transaction
-- (xmin) is refused. Stamping entries at commit instead cost a row update per entry, about a
-- fifth of the database's time per posting (bench/ledger/README.md). One pair of key lookups per
-- entry: a join of the statement's rows with the ledger tables could be planned (and the plan
-- kept for the session) as a scan of every line.
CREATE OR REPLACE FUNCTION ledger_lines_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written record;
  entry_writer xid;
  line_writer xid;
BEGIN
  FOR written IN SELECT company_id, entry_id, min(line_number) AS line_number FROM added GROUP BY company_id, entry_id LOOP
    SELECT xmin INTO entry_writer FROM journal_entries WHERE company_id = written.company_id AND id = written.entry_id;
    SELECT xmin INTO line_writer FROM journal_lines
      WHERE company_id = written.company_id AND entry_id = written.entry_id AND line_number = written.line_number;
    -- No entry at all is the foreign key's to report.
    IF entry_writer IS NOT NULL AND entry_writer <> line_writer THEN
      RAISE EXCEPTION USING ERRCODE = 'OW003', MESSAGE = 'Lines cannot be added to a posted entry; post a new entry';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Posted rows are never changed or deleted. The exceptions, named by the trigger's arguments: a
-- line's account_id (merging accounts re-points it); an entry's reversed_by_entry_id, set once
-- from null ('!'); and its number, set once from null by ledger_settle() only ('@').
CREATE OR REPLACE FUNCTION ledger_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
  changeable text;
  settling boolean := coalesce(current_setting('owo.ledger_settling', true), '') = 'on';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOREACH changeable IN ARRAY TG_ARGV LOOP
      IF changeable LIKE '%!' OR changeable LIKE '%@' THEN
        IF old_row -> rtrim(changeable, '!@') <> new_row -> rtrim(changeable, '!@')
           AND (old_row -> rtrim(changeable, '!@') <> 'null'::jsonb OR (changeable LIKE '%@' AND NOT settling)) THEN
          EXIT;
        END IF;
        changeable := rtrim(changeable, '!@');
      END IF;
      old_row := old_row - changeable;
      new_row := new_row - changeable;
    END LOOP;
    IF old_row = new_row THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'OW003',
    MESSAGE = format('Posted %s are never changed or deleted; post a reversal instead', replace(TG_TABLE_NAME, '_', ' '));
END $$;
--> statement-breakpoint
DROP TRIGGER journal_entries_immutable ON journal_entries;
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_changes('number@', 'reversed_by_entry_id!');
--> statement-breakpoint

-- post()'s one statement (apps/server/src/ledger/write-entry.ts): writes an entry and its lines
-- only if every line's account is the company's own and active, and answers the refused lines.
-- A function, so its plan is made once per connection instead of once per posting: planning the
-- statement took about a quarter of the database's time per entry (bench/ledger/README.md).
CREATE FUNCTION ledger_write_entry(company uuid, entry_id uuid, entry_date date, entry_memo text,
  entry_source_type text, entry_source_id uuid, entry_branch_id uuid, entry_created_by uuid, entry_lines jsonb)
RETURNS TABLE (line_number integer, code text, name text) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(entry_lines) AS line(line_number integer, account_id uuid,
        debit bigint, credit bigint, description text, currency_code text, currency_amount bigint)
    ), refused AS (
      SELECT line.line_number, account.code, account.name FROM input line
      LEFT JOIN accounts account ON account.company_id = company AND account.id = line.account_id
      WHERE account.id IS NULL OR NOT account.is_active
    ), entry AS (
      INSERT INTO journal_entries (company_id, id, date, memo, source_type, source_id, branch_id, created_by)
      SELECT company, entry_id, entry_date, entry_memo, entry_source_type, entry_source_id, entry_branch_id, entry_created_by
      WHERE NOT EXISTS (SELECT 1 FROM refused)
      RETURNING id
    ), written AS (
      INSERT INTO journal_lines (company_id, entry_id, line_number, account_id, debit, credit,
        currency_code, currency_amount, description, date)
      SELECT company, entry.id, line.line_number, line.account_id, line.debit, line.credit,
        line.currency_code, line.currency_amount, line.description, entry_date
      FROM input line CROSS JOIN entry
    )
    SELECT refused.line_number, refused.code, refused.name FROM refused ORDER BY refused.line_number;
END $$;
--> statement-breakpoint

-- Settles up to batch_limit of a company's committed entries, oldest first (ids are time-ordered
-- UUIDv7), in the caller's transaction, and answers how many. The company's 'journal-entry'
-- sequence row is the settling lock: one settler at a time, and a settler sees only committed
-- entries, so numbers stay gap-free. A reversal takes its original's lines back out of their day
-- instead of adding its own, so the totals count exactly the lines reports show.
CREATE FUNCTION ledger_settle(company uuid, batch_limit integer DEFAULT 2000) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  last_settled integer;
  settled integer;
BEGIN
  INSERT INTO document_sequences (company_id, kind, last_number) VALUES (company, 'journal-entry', 0)
  ON CONFLICT (company_id, kind) DO UPDATE SET last_number = document_sequences.last_number
  RETURNING last_number INTO last_settled;

  -- Lets the entries' numbers be set, for this function's own statement only.
  PERFORM set_config('owo.ledger_settling', 'on', true);
  -- A new statement, so a new snapshot: it sees every entry committed while we waited for the lock.
  WITH batch AS MATERIALIZED (
    SELECT id, reverses_entry_id IS NULL AS adds, row_number() OVER (ORDER BY id) AS position
    FROM journal_entries
    WHERE company_id = company AND number IS NULL
    ORDER BY id
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
