import { useSession } from '@/lib/session/session-context';
import { PublicLayout } from './public-layout';
import { AppShell } from './shell/app-shell';

/**
 * /tenant-onboarding is public (SPEC §2), but for a signed-in owner it is the app's "Add tenant"
 * flow: inside the shell, with the sidebar and the navbar. Signed out, the plain public frame.
 */
export function OnboardingFrame() {
  const session = useSession();
  return session.status === 'authenticated' ? <AppShell /> : <PublicLayout />;
}
