import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { queryClient } from '../lib/query-client.ts';
import { routes } from './router.tsx';

/** The browser's router (the server renders the same routes with a static one: entry-server.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
