import { SignedOutScreen } from '@/features/auth/components/signed-out-screen.tsx';

/** Where sign-out ends (main.ts starts public mode for it). */
export default function SignedOutRoute() {
  return <SignedOutScreen />;
}
