import type { RoutePath } from '@/lib/permissions/routes';
import { NotAvailableYet } from './NotAvailableYet';
import { guardRoute } from './route-guard';

/** The options of a guarded route whose screen is not built yet. */
export function placeholderRoute(routePath: RoutePath, title: string) {
  return {
    beforeLoad: guardRoute(routePath),
    component: () => <NotAvailableYet title={title} />,
  };
}
