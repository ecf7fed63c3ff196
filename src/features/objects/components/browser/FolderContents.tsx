import { useEffect, useId, useState } from 'react';
import type { ObjectListOptions } from '../../api/keys';
import { ObjectDetailsPanel } from '../details/ObjectDetailsPanel';
import { UploadDropZone } from '../transfer/UploadControls';
import type { BrowserAccess } from './browser-access';
import { DownloadSelected } from './DownloadSelected';
import { FolderListing } from './FolderListing';
import type { SortOrder } from './loaded-rows';
import { Notice } from './Notices';
import { SearchResults } from './SearchResults';
import { SearchStatus } from './SearchStatus';
import { type OpenedObject, useRowSelection } from './selection';
import { useObjectSearch } from './use-object-search';

/** Typing pauses this long before a search starts (each new search stops the previous one). */
const SEARCH_DELAY_MS = 400;

interface FolderContentsProps {
  bucketName: string;
  prefix: string;
  access: BrowserAccess;
  listOptions: ObjectListOptions;
  showDeleted: boolean;
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
  /** The object whose details are open. */
  opened: OpenedObject | null;
  onOpenedChange: (opened: OpenedObject | null) => void;
}

/** One folder: its filter and search, its rows, and the details of the object opened. */
export function FolderContents(props: FolderContentsProps) {
  const { bucketName, prefix, access } = props;
  const [filter, setFilter] = useState('');
  const [searchText, setSearchText] = useState('');
  const search = useObjectSearch();
  const rewound = Boolean(props.listOptions.rewindDate);
  const selection = useRowSelection(rewound, props.opened, props.onOpenedChange);
  useSearchAsYouType(searchText, { bucketName, prefix }, search);

  return (
    <div className="flex min-h-[44rem] flex-1 flex-col lg:min-h-0 lg:flex-row">
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-3 px-6 py-3">
          <TextInput label="Filter loaded objects" value={filter} onChange={setFilter} />
          {access.mayList && !rewound && (
            <TextInput label="Search sub-folders" value={searchText} onChange={setSearchText} />
          )}
          {access.mayDownload && (
            <DownloadSelected bucketName={bucketName} selected={selection.selected} rewound={rewound} />
          )}
        </div>
        {search.status !== 'idle' && <SearchStatus search={search} onCancel={search.cancel} />}
        <UploadDropZone bucketName={bucketName} prefix={prefix}>
          {!access.mayList ? (
            <Notice title="You cannot list this folder">
              Your policy does not allow s3:ListBucket on {prefix ? `${bucketName}/${prefix}` : bucketName}.
            </Notice>
          ) : search.status !== 'idle' ? (
            <SearchResults {...props} search={search} filter={filter} selection={selection} />
          ) : (
            <FolderListing
              {...props}
              filter={filter}
              onClearFilter={() => setFilter('')}
              selection={selection}
            />
          )}
        </UploadDropZone>
      </div>
      {selection.opened && (
        <ObjectDetailsPanel
          bucketName={bucketName}
          objectKey={selection.opened.key}
          versionId={selection.opened.versionId}
          onClose={selection.close}
        />
      )}
    </div>
  );
}

function useSearchAsYouType(
  text: string,
  place: { bucketName: string; prefix: string },
  search: ReturnType<typeof useObjectSearch>,
) {
  const { start, clear } = search;
  const { bucketName, prefix } = place;
  useEffect(() => {
    const query = text.trim();
    if (query === '') {
      clear();
      return;
    }
    const timer = setTimeout(() => start({ bucketName, prefix, query }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, bucketName, prefix, start, clear]);
}

function TextInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="w-64">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={label}
        value={value}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="field-input"
      />
    </div>
  );
}
