import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { chooseOption, continueAfter, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * People as the demo's owner runs them: from the People menu, departments added, edited and
 * deleted in their dialogs, an employee in one (the empty form refused first, naming the required
 * fields), found by name and department, an employment with pay added from their page and seen
 * there, a mistake in its basic corrected, and the employee deleted from the list's row menu (kept
 * and marked as left, since they have employment); then the list, its row menu and the forms on a
 * 360 px phone.
 */

const running = runAppAndBrowser();

/** Set OWO_SCREENSHOTS=1 to look at the pages (then delete the files). */
const screenshot = screenshotter('people');

const employeesTable = (page: Page) => page.getByRole('table', { name: 'Employees' });
const departmentsTable = (page: Page) => page.getByRole('table', { name: 'Departments' });

/** Adds a department in its dialog, the empty form refused first. */
async function addDepartment(page: Page, name: string, description: string) {
  await page.getByRole('tab', { name: 'Departments' }).click();
  await page.getByRole('button', { name: 'New department' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New department' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => dialog.getByText('Name is a required field').isVisible()).toBe(true);
  await expect.poll(() => dialog.getByText('Description is a required field').isVisible()).toBe(true);
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(`  ${name}  `);
  await dialog.getByRole('textbox', { name: /^Description/ }).fill(description);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect.poll(visible(page, 'Department created')).toBe(true);
  await expect.poll(() => dialog.count()).toBe(0);
  // Trimmed, and the list read again.
  await expect.poll(() => departmentsTable(page).getByText(name, { exact: true }).isVisible()).toBe(true);
}

async function fillEmployee(page: Page, first: string, last: string) {
  await page.getByRole('textbox', { name: /^First name/ }).fill(first);
  await page.getByRole('textbox', { name: /^Last name/ }).fill(last);
  await page.getByRole('textbox', { name: /^Display name/ }).fill(`${first} ${last}`);
  await chooseOption(page, /^Gender/, /^Female$/);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('0803 555 0101');
  const born = page.getByRole('textbox', { name: /^Date of birth/ });
  await born.fill('14/02/1990');
  await born.press('Tab');
}

/** A supervisor's pay from March 2026, with an allowance, NHF, a pension PIN and a salary account. */
async function addEmployment(page: Page) {
  await page.getByRole('textbox', { name: /^Job title/ }).fill('Store supervisor');
  const start = page.getByRole('textbox', { name: /^Start date/ });
  await start.fill('01/03/2026');
  await start.press('Tab');
  await page.getByRole('textbox', { name: /^Basic/ }).fill('250000');
  await page.getByRole('textbox', { name: /^Housing/ }).fill('100000');
  await page.getByRole('textbox', { name: /^Transport/ }).fill('50000');
  await page.getByRole('button', { name: 'Add allowance' }).click();
  await page.getByRole('textbox', { name: /^Allowance 1 name/ }).fill('Data');
  await page.getByRole('textbox', { name: /^Allowance 1 amount/ }).fill('20000');
  await page.getByRole('textbox', { name: /^Annual rent/ }).fill('1200000');
  await page.getByRole('switch', { name: /^NHF/ }).check({ force: true });
  await page.getByRole('textbox', { name: /^Pension fund administrator/ }).fill('Stanbic IBTC Pension Managers');
  await page.getByRole('textbox', { name: /^RSA PIN/ }).fill('PEN100123456789');
  await chooseOption(page, /^Bank name/, /^Zenith Bank$/, 'Zenith');
  // Zenith Bank (057): 101234567 and its check digit 1.
  await page.getByRole('textbox', { name: /^Account number/ }).fill('1012345671');
}

describe('people on a laptop', () => {
  it('adds a department, an employee in it and their employment, and reads them on the employee page', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // The edit screen without an employee goes back to the list, saying why.
    await page.goto(`${running.app.url}/hrm/employee/edit-employee`);
    await page.waitForURL(/\/hrm\/employee$/);
    await expect.poll(visible(page, 'Please select an employee')).toBe(true);
    // People is in the menu, with Employees in it.
    await expect.poll(() => page.getByRole('link', { name: 'Employees' }).first().isVisible()).toBe(true);

    await addDepartment(page, 'Operations', 'Runs the shop floor');
    await departmentsTable(page).getByRole('button', { name: 'Edit Operations' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Operations' });
    await editDialog.getByRole('textbox', { name: /^Description/ }).fill('Runs the shop floor and deliveries');
    await editDialog.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(visible(page, 'Department updated')).toBe(true);
    await expect
      .poll(() => departmentsTable(page).getByText('Runs the shop floor and deliveries').isVisible())
      .toBe(true);
    // One added by mistake is deleted after the spec's question.
    await addDepartment(page, 'Logistics', 'Vans and drivers');
    await departmentsTable(page).getByRole('button', { name: 'Delete Logistics' }).click();
    await expect.poll(visible(page, 'Are you sure you want to delete this department?')).toBe(true);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(visible(page, 'Department deleted')).toBe(true);
    await expect.poll(() => departmentsTable(page).getByText('Logistics', { exact: true }).count()).toBe(0);
    await screenshot(page, 'departments-desktop');
    await page.getByRole('tab', { name: 'Employees' }).click();

    await page.getByRole('link', { name: 'New employee' }).first().click();
    await page.waitForURL(/create-employee$/);
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect.poll(visible(page, 'Please fill all required fields')).toBe(true);
    for (const field of ['First name', 'Last name', 'Display name', 'Gender', 'Phone number', 'Date of birth']) {
      await expect.poll(visible(page, `${field} is a required field`), { message: field }).toBe(true);
    }
    await fillEmployee(page, 'Ngozi', 'Okafor');
    await chooseOption(page, /^Department/, /^Operations$/);
    await screenshot(page, 'new-desktop');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Employee created');
    await page.waitForURL(/\/hrm\/employee$/);

    // Found by name, and by department.
    await page.getByRole('textbox', { name: 'Search employees' }).fill('okafor');
    // The search joins the address after a pause; a click before it would be taken back.
    await page.waitForURL(/search=okafor/);
    await expect.poll(() => employeesTable(page).getByRole('link', { name: 'Ngozi Okafor' }).isVisible()).toBe(true);
    await chooseOption(page, /^Department/, /^Operations$/);
    await page.waitForURL(/department=/);
    await expect.poll(() => employeesTable(page).getByRole('link', { name: 'Ngozi Okafor' }).isVisible()).toBe(true);
    await screenshot(page, 'list-desktop');

    await employeesTable(page).getByRole('link', { name: 'Ngozi Okafor' }).click();
    await page.waitForURL(/\/hrm\/employee\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, '14/02/1990')).toBe(true);
    await expect.poll(visible(page, 'Operations')).toBe(true);
    await expect.poll(visible(page, 'No employment yet')).toBe(true);

    await page.getByRole('link', { name: 'Add employment' }).click();
    await page.waitForURL(/create-employment\?id=/);
    await page.getByRole('button', { name: 'Save and close' }).click();
    for (const field of ['Job title', 'Start date', 'Basic']) {
      await expect.poll(visible(page, `${field} is a required field`), { message: field }).toBe(true);
    }
    await addEmployment(page);
    await screenshot(page, 'employment-desktop');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Employment created');
    // Continue goes back to the employee's page, with the employment and its monthly pay.
    await page.waitForURL(/\/hrm\/employee\/[0-9a-f-]{36}$/);
    const history = page.getByRole('table', { name: 'Employment history' });
    await expect.poll(() => history.getByText('Store supervisor').isVisible()).toBe(true);
    await expect.poll(() => history.getByText('01/03/2026').isVisible()).toBe(true);
    // 250,000 basic + 100,000 housing + 50,000 transport + 20,000 data allowance.
    await expect.poll(() => history.getByText('₦420,000.00').isVisible()).toBe(true);
    await screenshot(page, 'details-desktop');

    await correctBasic(page);
    await deleteFromList(page);
  });
});

/** The basic was typed wrong: corrected from the history's Edit, only that sent, the new figures seen. */
async function correctBasic(page: Page) {
  const history = page.getByRole('table', { name: 'Employment history' });
  await history.getByRole('link', { name: 'Edit Store supervisor from 01/03/2026' }).click();
  await page.waitForURL(/edit-employment\?id=/);
  await expect.poll(visible(page, 'Edit corrects a mistake in this employment')).toBe(true);
  // The saved employment, loaded whole: its allowance, pension PIN and salary account too.
  const basic = page.getByRole('textbox', { name: /^Basic/ });
  await expect.poll(() => basic.inputValue()).toBe('250,000.00');
  await expect.poll(() => page.getByRole('textbox', { name: /^Allowance 1 name/ }).inputValue()).toBe('Data');
  await expect.poll(() => page.getByRole('textbox', { name: /^RSA PIN/ }).inputValue()).toBe('PEN100123456789');
  await expect.poll(() => page.getByRole('textbox', { name: /^Account number/ }).inputValue()).toBe('1012345671');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(visible(page, 'Nothing has changed')).toBe(true);

  await basic.fill('260000');
  await page.getByRole('main').getByRole('link', { name: 'Ngozi Okafor' }).click();
  await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await screenshot(page, 'edit-employment-desktop');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await continueAfter(page, 'Employment updated');
  await page.waitForURL(/\/hrm\/employee\/[0-9a-f-]{36}$/);
  await expect.poll(() => history.getByText('₦260,000.00').isVisible()).toBe(true);
  await expect.poll(() => history.getByText('₦430,000.00').isVisible()).toBe(true);
}

/** Deleting someone with employment keeps them (payroll and tax returns need it), marked as left. */
async function deleteFromList(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Employees' }).click();
  await page.waitForURL(/\/hrm\/employee$/);
  await employeesTable(page).getByRole('button', { name: 'Actions for Ngozi Okafor' }).click();
  for (const action of ['View', 'Edit', 'Add employment']) {
    await expect.poll(() => page.getByRole('menuitem', { name: action }).isVisible(), { message: action }).toBe(true);
  }
  await screenshot(page, 'list-menu-desktop');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect.poll(visible(page, 'Are you sure you want to delete this employee?')).toBe(true);
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect
    .poll(visible(page, 'Ngozi Okafor has employment records, which payroll and tax returns need'))
    .toBe(true);
  const row = employeesTable(page).getByRole('row', { name: /Ngozi Okafor/ });
  await expect.poll(() => row.getByText('Left', { exact: true }).isVisible()).toBe(true);
}

describe('people on a 360 px phone', () => {
  it('shows the list and its row menu, the employee and employment forms and the employee page without sideways scrolling', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/hrm/employee');
    await expect.poll(() => page.getByRole('textbox', { name: 'Search employees' }).isVisible()).toBe(true);
    await expectToFitPhone(page, 'the employees list');
    await screenshot(page, 'list-phone');

    await page.goto(`${running.app.url}/hrm/employee/create-employee`);
    await expect.poll(() => page.getByRole('textbox', { name: /^First name/ }).isVisible()).toBe(true);
    await fillEmployee(page, 'Emeka', 'Obi');
    await expectToFitPhone(page, 'the New Employee form');
    await screenshot(page, 'new-phone');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Employee created');
    await page.waitForURL(/\/hrm\/employee$/);
    await expect.poll(() => employeesTable(page).getByRole('link', { name: 'Emeka Obi' }).isVisible()).toBe(true);
    await expectToFitPhone(page, 'the employees list with an employee');

    // The row's actions are in its menu, within reach on a phone.
    await employeesTable(page).getByRole('button', { name: 'Actions for Emeka Obi' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Delete' }).isVisible()).toBe(true);
    await expectToFitPhone(page, 'the employees list with a row menu open');
    await screenshot(page, 'list-menu-phone');
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.waitForURL(/\/hrm\/employee\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'No employment yet')).toBe(true);
    await expectToFitPhone(page, "the employee's page");
    await page.getByRole('link', { name: 'Add employment' }).click();
    await page.waitForURL(/create-employment\?id=/);
    await page.getByRole('button', { name: 'Add allowance' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Allowance 1 name/ }).isVisible()).toBe(true);
    await expectToFitPhone(page, 'the New Employment form');
    await screenshot(page, 'employment-phone');

    // Saved, then opened again from the history's Edit, to correct it.
    await page.getByRole('button', { name: 'Remove allowance 1' }).click();
    await page.getByRole('textbox', { name: /^Job title/ }).fill('Driver');
    const start = page.getByRole('textbox', { name: /^Start date/ });
    await start.fill('01/04/2026');
    await start.press('Tab');
    await page.getByRole('textbox', { name: /^Basic/ }).fill('120000');
    await page.getByRole('button', { name: 'Save and close' }).click();
    await continueAfter(page, 'Employment created');
    await page.getByRole('link', { name: 'Edit Driver from 01/04/2026' }).click();
    await page.waitForURL(/edit-employment\?id=/);
    await expect.poll(() => page.getByRole('textbox', { name: /^Basic/ }).inputValue()).toBe('120,000.00');
    await expectToFitPhone(page, 'the Edit Employment form');
    await screenshot(page, 'edit-employment-phone');
  });
});
