import { AuthPage } from './LoginPage.tsx';

export default function SignupPage() {
  return <AuthPage mode="sign-up" />;
}
