import type { ReactNode } from 'react';
import { NotFoundPage } from '@/shell/NotFoundPage';

/** The page of a user, group or policy that does not exist, or was deleted while it was open. */
export function NameNotFound({ noun, name, back }: { noun: string; name: string; back: ReactNode }) {
  return (
    <NotFoundPage title={`${noun[0]?.toUpperCase()}${noun.slice(1)} not found`} back={back}>
      <p>
        There is no {noun} named <span className="font-mono whitespace-pre-wrap">{name}</span>. It may have
        been deleted, or the address is mistyped.
      </p>
    </NotFoundPage>
  );
}
