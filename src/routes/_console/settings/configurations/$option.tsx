import { createFileRoute } from '@tanstack/react-router';
import { ConfigurationPage } from '@/features/configurations/components/ConfigurationPage';
import { configHelpQuery, configValuesQuery } from '@/lib/resources/configs';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/settings/configurations/$option')({
  beforeLoad: guardRoute('/settings/configurations/$option'),
  loader: ({ context, params }) =>
    Promise.all([
      loadPageQuery(context.queryClient, configHelpQuery(params.option)),
      loadPageQuery(context.queryClient, configValuesQuery(params.option)),
    ]),
  component: function ConfigurationRoute() {
    return <ConfigurationPage option={Route.useParams().option} />;
  },
});
