/** Shown while a page or the session check is loading. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex h-full min-h-40 flex-col items-center justify-center gap-3 text-slate-600"
    >
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500"
      />
      <span>Loading...</span>
    </div>
  );
}
