import { NotFound } from '../components/ui/not-found.tsx';

export function NotFoundPage() {
  return <NotFound />;
}
