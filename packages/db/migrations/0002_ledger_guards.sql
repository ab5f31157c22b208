-- Ledger guards (DESIGN.md section 4): the database refuses what post() refuses, even if the
-- application were bypassed, and finishes each entry as its transaction commits. Error codes
-- OW001 (not balanced), OW002 (locked period) and OW003 (posted rows changed) let the API answer
-- them clearly.

-- At commit, one entry at a time: take the company's posting lock (its 'journal-entry' sequence
-- row, held to the end of the commit), check the lock date again (a plpgsql statement sees what
-- committed before the lock was granted, so a lock date set meanwhile applies), check the lines
-- balance, give the next gap-free number and add the lines to the daily and monthly totals. A
-- reversal takes its original's lines back out of their day instead, so the totals count what
-- reports show.
CREATE FUNCTION ledger_entry_committing() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_number integer;
  locked date;
  difference bigint;
  line_count integer;
  original_date date;
  direction integer := CASE WHEN NEW.reverses_entry_id IS NULL THEN 1 ELSE -1 END;
BEGIN
  IF NEW.number IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'OW001', MESSAGE = 'Journal entries are numbered by the database; leave number empty';
  END IF;

  INSERT INTO document_sequences (company_id, kind, last_number) VALUES (NEW.company_id, 'journal-entry', 1)
  ON CONFLICT (company_id, kind) DO UPDATE SET last_number = document_sequences.last_number + 1
  RETURNING last_number INTO next_number;

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

  UPDATE journal_entries SET number = next_number WHERE company_id = NEW.company_id AND id = NEW.id;

  INSERT INTO account_daily_totals (company_id, account_id, date, debit, credit, line_count)
  SELECT NEW.company_id, account_id, NEW.date,
    CASE WHEN direction = 1 THEN sum(debit) ELSE -sum(credit) END,
    CASE WHEN direction = 1 THEN sum(credit) ELSE -sum(debit) END,
    direction * count(*)
  FROM journal_lines WHERE company_id = NEW.company_id AND entry_id = NEW.id
  GROUP BY account_id ORDER BY account_id
  ON CONFLICT (company_id, account_id, date) DO UPDATE SET
    debit = account_daily_totals.debit + excluded.debit,
    credit = account_daily_totals.credit + excluded.credit,
    line_count = account_daily_totals.line_count + excluded.line_count;

  INSERT INTO account_monthly_totals (company_id, account_id, month, debit, credit, line_count)
  SELECT NEW.company_id, account_id, date_trunc('month', NEW.date)::date,
    CASE WHEN direction = 1 THEN sum(debit) ELSE -sum(credit) END,
    CASE WHEN direction = 1 THEN sum(credit) ELSE -sum(debit) END,
    direction * count(*)
  FROM journal_lines WHERE company_id = NEW.company_id AND entry_id = NEW.id
  GROUP BY account_id ORDER BY account_id
  ON CONFLICT (company_id, account_id, month) DO UPDATE SET
    debit = account_monthly_totals.debit + excluded.debit,
    credit = account_monthly_totals.credit + excluded.credit,
    line_count = account_monthly_totals.line_count + excluded.line_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_committing AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_committing();
--> statement-breakpoint

-- Lines belong to the transaction that wrote their entry: once an entry is committed (numbered),
-- nothing can be added to it, so the check at commit has seen every line it will ever have. One
-- check per statement, over the rows it added.
CREATE FUNCTION ledger_lines_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added JOIN journal_entries entry
             ON entry.company_id = added.company_id AND entry.id = added.entry_id
             WHERE entry.number IS NOT NULL) THEN
    RAISE EXCEPTION USING ERRCODE = 'OW003', MESSAGE = 'Lines cannot be added to a posted entry; post a new entry';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_written AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_written();
--> statement-breakpoint

-- Posted rows are never changed or deleted; corrections are reversals. The exceptions, named by
-- the trigger's arguments: a line's account_id (merging accounts re-points it), and an entry's
-- number and reversed_by_entry_id, each set once from null.
CREATE FUNCTION ledger_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
  changeable text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOREACH changeable IN ARRAY TG_ARGV LOOP
      IF changeable LIKE '%!' THEN
        changeable := rtrim(changeable, '!');
        IF old_row -> changeable <> 'null'::jsonb AND old_row -> changeable <> new_row -> changeable THEN
          EXIT;
        END IF;
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
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_changes('account_id');
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_changes('number!', 'reversed_by_entry_id!');
