import { useMutation } from '@tanstack/react-query';
import { type AnonymizeMode, downloadHealthReport, uploadHealthReport } from '@/contract/health';
import { call, fetchDownload } from '@/lib/api/client';
import { saveFile } from '@/lib/save-file';

/** The query a run is asked with: what the page chose, as the contract sends it. */
export interface HealthQuery {
  deadline: string;
  anonymize: AnonymizeMode;
}

/** The file name the server gave (`filename="…"`, percent-encoded), or a plain one. */
const fileNameOf = (headers: Headers) => {
  const encoded = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : 'health.json.gz';
};

/** Collects the report again and saves it, as `mc support diag` saves it. */
async function saveHealthReport(query: HealthQuery): Promise<string> {
  const { blob, headers } = await fetchDownload(downloadHealthReport, { query });
  const fileName = fileNameOf(headers);
  saveFile(fileName, blob, 'application/gzip');
  return fileName;
}

export const useDownloadHealthReport = () => useMutation({ mutationFn: saveHealthReport });

export const useUploadHealthReport = () =>
  useMutation({ mutationFn: (query: HealthQuery) => call(uploadHealthReport, { query }) });
