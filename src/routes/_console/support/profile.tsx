import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/support/components/ProfilePage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/support/profile')({
  beforeLoad: guardRoute('/support/profile'),
  component: ProfilePage,
});
