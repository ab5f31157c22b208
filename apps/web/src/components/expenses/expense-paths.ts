/** The addresses of the expense pages (spec section 2), in one place. */
export const expensesPath = '/expense/expenses';
export const newExpensePath = `${expensesPath}/new-expense`;
export const bulkExpensePath = `${expensesPath}/create-bulk-expense`;
export const expensePath = (id: string) => `${expensesPath}/${encodeURIComponent(id)}`;
export const editExpensePath = (id: string) => `${expensesPath}/edit-expense?id=${encodeURIComponent(id)}`;
export const expensesBack = { path: expensesPath, label: 'Expenses' };
