import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { returnAfterLogin } from '@/features/auth/return-after-login';

/** /login reached inside the console (logged out, or the session lost); opened by its URL, see src/main.tsx. */
export const Route = createFileRoute('/login')({
  component: function LoginRoute() {
    const router = useRouter();
    const { queryClient } = Route.useRouteContext();
    const openConsole = () => {
      queryClient.removeQueries(); // whatever the previous user had loaded
      return returnAfterLogin(router);
    };
    return <LoginPage onLoggedIn={openConsole} />;
  },
});
