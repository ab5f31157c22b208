import { Navigate } from 'react-router';

export function meta() {
  return [{ title: 'Templates | Owo' }];
}

/** /settings/Templates opens the first type's template; the page's tabs lead to the others. */
export default function Page() {
  return <Navigate to="/settings/Templates/invoice" replace />;
}
