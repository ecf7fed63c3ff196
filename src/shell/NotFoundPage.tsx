import { type ReactNode, useEffect, useId, useRef } from 'react';

interface NotFoundProps {
  /** What is missing, e.g. "Bucket not found". */
  title: string;
  /** What was asked for, and what may have happened to it. */
  children: ReactNode;
  /** The way back: a link to the nearest place that exists. */
  back: ReactNode;
  /** 1 when it stands for the whole page; 2 inside a page or panel that keeps its own h1. */
  level?: 1 | 2;
}

/**
 * What an address names is not there: a heading that takes the focus (so it is read out at once), what is
 * missing, and the way back.
 */
export function NotFoundPage({ title, children, back, level = 1 }: NotFoundProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={`mx-auto w-full max-w-xl rounded-md border border-slate-200 bg-white p-8 text-center ${level === 1 ? 'mt-16' : 'mt-6'}`}
    >
      {level === 1 && <title>{`${title} | MinIO Console`}</title>}
      <Heading
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </Heading>
      <div className="mt-2 text-sm break-words text-slate-600">{children}</div>
      <div className="mt-6">{back}</div>
    </section>
  );
}
