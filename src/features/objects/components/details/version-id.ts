/** Whether a version is S3's "null" version: an unversioned object's only one. */
export const isNullVersion = (versionId: string | undefined) => !versionId || versionId === 'null';
