import { safeParse, z } from 'zod/mini';

/** The file an upload sends: the same name, size and modification time is taken to be the same file. */
export interface FileIdentity {
  bucketName: string;
  key: string;
  name: string;
  size: number;
  lastModified: number;
}

/** An unfinished multipart upload, kept so a reload or a new visit can go on with it. */
export interface ResumeRecord extends FileIdentity {
  uploadId: string;
  partSize: number;
  /** Its parts go to MinIO itself. */
  direct?: boolean;
}

export interface ResumeStore {
  find(file: FileIdentity): ResumeRecord | undefined;
  all(): ResumeRecord[];
  save(record: ResumeRecord): void;
  remove(uploadId: string): void;
}

const recordSchema = z.object({
  bucketName: z.string(),
  key: z.string(),
  name: z.string(),
  size: z.number(),
  lastModified: z.number(),
  uploadId: z.string(),
  partSize: z.number(),
  direct: z.optional(z.boolean()),
});

const STORAGE_KEY = 'console-resumable-uploads';

const sameFile = (a: FileIdentity, b: FileIdentity) =>
  a.bucketName === b.bucketName &&
  a.key === b.key &&
  a.name === b.name &&
  a.size === b.size &&
  a.lastModified === b.lastModified;

/** The records in a Web Storage area; anything unreadable there is ignored. */
export function storageResumeStore(storage: Storage = localStorage): ResumeStore {
  const read = (): ResumeRecord[] => {
    try {
      const parsed = safeParse(z.array(recordSchema), JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const write = (records: ResumeRecord[]) => {
    if (records.length === 0) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify(records));
  };
  return {
    find: (file) => read().find((record) => sameFile(record, file)),
    all: read,
    save: (record) => write([...read().filter((kept) => !sameFile(kept, record)), record]),
    remove: (uploadId) => write(read().filter((record) => record.uploadId !== uploadId)),
  };
}
