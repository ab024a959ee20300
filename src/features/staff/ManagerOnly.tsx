// The catalogue, stock and activity screens are a manager's: the order desk sees "not allowed" there.
import { Outlet } from 'react-router';
import { NotAllowed } from './NotAllowed';
import { useStaffRole } from './staffRole';

export default function ManagerOnly() {
  return useStaffRole() === 'manager' ? <Outlet /> : <NotAllowed bodyId="backOffice.notAllowed.manager" />;
}
