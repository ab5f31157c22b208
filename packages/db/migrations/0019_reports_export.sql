-- reports.export is now checked on every export (issue 26). Before, anyone who could see a report
-- could export it: roles that may see reports keep exporting them; a role without reports.view,
-- and the Owner role (all permissions), are left as they are.
UPDATE "roles" SET "permissions" = array_append("permissions", 'reports.export')
WHERE 'reports.view' = ANY("permissions") AND NOT 'reports.export' = ANY("permissions") AND NOT "all_permissions";
