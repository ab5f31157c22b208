-- Payroll runs (issue 28): a month's pay for the company or one branch, and a line (payslip) per employee.
-- An employee has one live line a month, so a month cannot be paid twice; net = gross less deductions, checked here.
CREATE TABLE "payroll_lines" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"employment_id" uuid NOT NULL,
	"period" text NOT NULL,
	"position" integer NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"gross" bigint NOT NULL,
	"pension_employee" bigint NOT NULL,
	"pension_employer" bigint NOT NULL,
	"nhf" bigint NOT NULL,
	"nhia_employee" bigint NOT NULL,
	"nhia_employer" bigint NOT NULL,
	"taxable" bigint NOT NULL,
	"paye" bigint NOT NULL,
	"other_deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"nsitf" bigint NOT NULL,
	"itf" bigint NOT NULL,
	"pay" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_lines_net" CHECK ("payroll_lines"."net" >= 0 and "payroll_lines"."net" = "payroll_lines"."gross" - "payroll_lines"."pension_employee" - "payroll_lines"."nhf" - "payroll_lines"."nhia_employee" - "payroll_lines"."paye" - "payroll_lines"."other_deductions")
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" text NOT NULL,
	"period" text NOT NULL,
	"branch_id" uuid,
	"status" text NOT NULL,
	"payment_account_id" uuid,
	"proration_basis" text NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"paye" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"employees" integer DEFAULT 0 NOT NULL,
	"entry_id" uuid,
	"payment_id" uuid,
	"payment_entry_id" uuid,
	"paid_on" date,
	"created_by" uuid NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_runs_period" CHECK ("payroll_runs"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payroll_runs_amounts" CHECK ("payroll_runs"."gross" >= 0 and "payroll_runs"."paye" >= 0 and "payroll_runs"."net" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_run_fk" FOREIGN KEY ("company_id","run_id") REFERENCES "public"."payroll_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_employment_fk" FOREIGN KEY ("company_id","employment_id") REFERENCES "public"."employments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_payment_account_fk" FOREIGN KEY ("company_id","payment_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_lines_employee_period_key" ON "payroll_lines" USING btree ("company_id","employee_id","period") WHERE not "payroll_lines"."voided";--> statement-breakpoint
CREATE INDEX "payroll_lines_run_idx" ON "payroll_lines" USING btree ("company_id","run_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_number_key" ON "payroll_runs" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "payroll_runs_list_idx" ON "payroll_runs" USING btree ("company_id","period","id");