-- People (issue 28): departments, employees and their employments. A pay change is a new employment
-- from its start date, so history is kept; an employee's employment on a day is the latest started on
-- or before it. Money is kobo; pension rates are basis points.
CREATE TABLE "departments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"gender" text NOT NULL,
	"phone_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text,
	"address" text,
	"state_of_residence_id" uuid,
	"tin" text,
	"staff_number" text,
	"department_id" uuid,
	"branch_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employees_gender" CHECK ("employees"."gender" in ('male', 'female')),
	CONSTRAINT "employees_status" CHECK ("employees"."status" in ('active', 'left'))
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"basic" bigint NOT NULL,
	"housing" bigint DEFAULT 0 NOT NULL,
	"transport" bigint DEFAULT 0 NOT NULL,
	"other_allowances" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"annual_rent" bigint DEFAULT 0 NOT NULL,
	"nhf" boolean DEFAULT false NOT NULL,
	"pension_fund_administrator" text,
	"rsa_pin" text,
	"pension_employee_rate_basis_points" integer DEFAULT 800 NOT NULL,
	"pension_employer_rate_basis_points" integer DEFAULT 1000 NOT NULL,
	"nhia" boolean DEFAULT false NOT NULL,
	"bank_code" text,
	"bank_account_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employments_dates" CHECK ("employments"."end_date" is null or "employments"."end_date" >= "employments"."start_date"),
	CONSTRAINT "employments_pay" CHECK ("employments"."basic" >= 0 and "employments"."housing" >= 0 and "employments"."transport" >= 0 and "employments"."annual_rent" >= 0),
	CONSTRAINT "employments_pension_rates" CHECK ("employments"."pension_employee_rate_basis_points" between 0 and 10000 and "employments"."pension_employer_rate_basis_points" between 0 and 10000),
	CONSTRAINT "employments_bank" CHECK (("employments"."bank_code" is null) = ("employments"."bank_account_number" is null))
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_state_of_residence_id_states_id_fk" FOREIGN KEY ("state_of_residence_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_key" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_staff_number_key" ON "employees" USING btree ("company_id",lower("staff_number"));--> statement-breakpoint
CREATE INDEX "employees_list_idx" ON "employees" USING btree ("company_id",lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employments_employee_start_key" ON "employments" USING btree ("company_id","employee_id","start_date");