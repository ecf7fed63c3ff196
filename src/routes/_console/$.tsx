import { createFileRoute } from '@tanstack/react-router';
import { toFirstPermittedPage } from '@/shell/route-guard';

/** Unknown paths go to the first page the session may open. */
export const Route = createFileRoute('/_console/$')({ beforeLoad: toFirstPermittedPage });
