import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { detectDeviceType } from '../../shared/auth/device-type';
import { isLive } from '../../shared/config/app-config';
import { normalisePath } from '../../shared/config/paths';
import { showAlert } from '../../shared/ui/dialog/dialog-store';
import {
  BACK_DENY_MESSAGE,
  backAllowed,
  DESKTOP_LANDING_URL,
  desktopMustLeave,
  FORWARD_DENY_MESSAGE,
  forwardAllowed,
} from './route-rules';

/** Runs the device guard and the forward-deny and back-deny rules on every navigation (section 6). */
export function NavigationGuards() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    const to = normalisePath(location.pathname);
    const from = previous.current;
    previous.current = to;
    if (desktopMustLeave(detectDeviceType(), isLive(), from, to)) {
      window.location.replace(DESKTOP_LANDING_URL);
      return;
    }
    const isBack = navigationType === 'POP';
    const denied = isBack ? !backAllowed(from, to) : !forwardAllowed(from, to);
    if (!denied) return;
    void showAlert(isBack ? BACK_DENY_MESSAGE : FORWARD_DENY_MESSAGE);
    previous.current = '/';
    navigate('/', { replace: true });
  }, [location.key]);

  return null;
}
