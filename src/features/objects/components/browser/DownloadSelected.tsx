import { useId } from 'react';
import { withThousands } from '@/lib/format/numbers';
import { DownloadIcon } from '@/ui/icons';
import type { ListingRow } from '../../api/list';
import { startDownload } from '../../transfer/downloads';

/** Downloads the selected objects and folders (several as one zip), or says why it cannot. */
export function DownloadSelected({
  bucketName,
  selected,
  rewound,
}: {
  bucketName: string;
  selected: ReadonlyMap<string, ListingRow>;
  rewound: boolean;
}) {
  const rows = [...selected.values()].filter((row) => !row.isDeleteMarker);
  const [single] = rows;
  // A rewound listing shows past versions: only one object can be fetched at its version.
  const refusal =
    rows.length === 0
      ? 'Select objects or folders to download'
      : rewound && (rows.length > 1 || single?.isFolder)
        ? 'While rewound, download one object at a time'
        : undefined;
  const hintId = useId();
  const download = () =>
    startDownload({
      bucketName,
      keys: rows.map((row) => row.name),
      versionId: rewound && single ? single.versionId : undefined,
    });
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className="btn-secondary"
        disabled={refusal !== undefined}
        aria-describedby={refusal ? hintId : undefined}
        onClick={download}
      >
        <DownloadIcon aria-hidden />
        {rows.length > 1 ? `Download ${withThousands(rows.length)} items` : 'Download'}
      </button>
      {refusal && (
        // Said aloud only until something is selected; then shown, as it explains a selection.
        <span id={hintId} className={rows.length > 0 ? 'text-sm text-slate-600' : 'sr-only'}>
          {refusal}
        </span>
      )}
    </div>
  );
}
