import { createFileRoute } from '@tanstack/react-router';
import { toFirstPermittedPage } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/')({ beforeLoad: toFirstPermittedPage });
