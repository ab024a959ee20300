// Who is at the back office: the role of the stored user, or else the role claim of the access token.
import { jwtDecode } from 'jwt-decode';
import { useAppSelector } from '../../app/hooks';
import { STAFF_ROLES, type StaffRole } from '../../contract/backOffice';
import { selectToken, selectUser } from '../session/sessionSlice';

const asStaffRole = (role: unknown): StaffRole | null =>
  (STAFF_ROLES as readonly unknown[]).includes(role) ? (role as StaffRole) : null;

/** 'staff' (the order desk), 'manager' (the desk, catalogue, stock, activity), or null for anyone else. */
export function useStaffRole(): StaffRole | null {
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  if (user?.role) return asStaffRole(user.role);
  try {
    return token ? asStaffRole(jwtDecode<{ role?: string }>(token).role) : null;
  } catch {
    return null;
  }
}
