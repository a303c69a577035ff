import type { CorporateEmployee } from '@ticketkit/contract';
import { useStore } from '../../context/hooks.ts';
import type { WidgetSdk } from '../../sdk/types.ts';

/** The stored employee record (`CorporateEmp`) when it belongs to `company` and the same signed-in user. */
export function useEmployee(sdk: Pick<WidgetSdk, 'session' | 'corporate'>, company: string | undefined): CorporateEmployee | null {
  const employee = useStore(sdk.corporate, (s) => s.employee);
  const uid = useStore(sdk.session, (s) => (s.status === 'signed-in' ? s.user?.uid : null));
  if (!employee || !uid || employee.uid !== uid) return null;
  if (company && employee.company.slug !== company) return null;
  return employee;
}
