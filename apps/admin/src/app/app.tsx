import { useStore } from '@shop/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ToastView } from '../components/ui/toast-view.tsx';
import { LoginPage } from '../features/auth/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { accessTokenStore } from '../lib/session.ts';
import { router } from './router.tsx';

/** Without a login the login page, whatever the address (it stays, so the admin lands where they meant to go). */
export function App() {
  const token = useStore(accessTokenStore);
  return (
    <QueryClientProvider client={queryClient}>
      {token ? (
        <RouterProvider router={router} />
      ) : (
        <>
          <LoginPage />
          <ToastView />
        </>
      )}
    </QueryClientProvider>
  );
}
