import { Link } from '@tanstack/react-router';
import { foldersOf, splatOfFolder } from '../../browse-path';

/** The way from the bucket down to the folder shown, each step a link; the last one is the current page. */
export function Breadcrumbs({ bucketName, prefix }: { bucketName: string; prefix: string }) {
  const steps = [{ name: bucketName, prefix: '' }, ...foldersOf(prefix)];
  return (
    <nav aria-label="Folder path" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {steps.map((step, index) => {
          const isCurrent = index === steps.length - 1;
          return (
            <li key={step.prefix} className="flex min-w-0 items-center gap-1">
              {index > 0 && (
                <span aria-hidden className="text-slate-400">
                  /
                </span>
              )}
              <Link
                to="/buckets/$bucketName/browse/$"
                params={{ bucketName, _splat: splatOfFolder(step.prefix) }}
                aria-current={isCurrent ? 'page' : undefined}
                activeOptions={{ exact: true }}
                className={`max-w-[16rem] truncate rounded px-1 whitespace-pre ${isCurrent ? 'font-semibold text-slate-900' : 'text-brand-700 hover:underline'}`}
                title={step.name}
              >
                {step.name === '' ? '(empty name)' : step.name}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
