import { METRICS_MESSAGES, widgetDetails } from '../../../../src/contract/metrics.ts';
import { type AreaCases, otherCase, standardRefusals } from '../case.ts';

/**
 * The dashboard's widgets: the test MinIO has no Prometheus, so a widget is refused as not configured
 * (`server/prometheus/` charts them from a Prometheus of its own).
 */
export const metricsCases: AreaCases = (fixture) => {
  const request = { params: { widgetId: '60' } };
  return [
    otherCase(
      widgetDetails,
      'no Prometheus configured',
      { declared: request },
      {
        status: 400,
        message: METRICS_MESSAGES.notConfigured,
      },
    ),
    ...standardRefusals(widgetDetails, request, fixture),
    otherCase(
      widgetDetails,
      'a widget nothing has',
      { declared: { params: { widgetId: '999' } } },
      { status: 404, message: METRICS_MESSAGES.widgetNotFound },
    ),
    otherCase(
      widgetDetails,
      'a step of no seconds',
      { declared: { ...request, query: { step: '0' } } },
      { status: 400, message: 'Invalid request' },
    ),
    otherCase(
      widgetDetails,
      'a user without the admin action',
      { declared: request },
      { status: 403 },
      'readonly',
    ),
  ];
};
