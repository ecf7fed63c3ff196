import { createFileRoute } from '@tanstack/react-router';
import { loginDetailsQuery } from '@/features/auth/api/login';
import { LoginPage } from '@/features/auth/components/LoginPage';

export const Route = createFileRoute('/login')({
  loader: ({ context }) => context.queryClient.ensureQueryData(loginDetailsQuery()),
  component: LoginPage,
});
