// Route guards: protected screens need both stored sign-in entries; sign-in screens are for guests only.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from './hooks';
import { selectIsSignedIn } from '../features/session/sessionSlice';
import { paths } from '../config/paths';

export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

export function GuestOnly() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
