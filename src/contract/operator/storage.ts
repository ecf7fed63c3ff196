import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

/* DirectPV's drives and volumes (operator swagger v0.24.0); refused with a reason when DirectPV is not installed. */

/** The answer's message when the cluster has no DirectPV resources. */
export const DIRECTPV_NOT_INSTALLED = 'DirectPV is not installed in this cluster';

const NAME_LIST = /^[A-Za-z0-9._-]{1,253}(,[A-Za-z0-9._-]{1,253}){0,63}$/;

/** Comma-separated node or drive names to keep; absent keeps all. */
const nameListQuery = z.optional(z.string().check(z.regex(NAME_LIST, 'is a comma-separated list of names')));

const directPvQuery = z.object({ nodes: nameListQuery, drives: nameListQuery });

export const directPvDriveSchema = z.object({
  drive: z.string(),
  capacity: z.optional(z.number()),
  allocated: z.optional(z.number()),
  volumes: z.optional(z.number()),
  node: z.optional(z.string()),
  status: z.optional(z.string()),
  message: z.optional(z.string()),
});

export const directPvVolumeSchema = z.object({
  volume: z.string(),
  capacity: z.optional(z.number()),
  node: z.optional(z.string()),
  drive: z.optional(z.string()),
});

export const getDirectPVDriveList = endpoint({
  id: 'GetDirectPVDriveList',
  area: 'operator-storage',
  method: 'GET',
  path: '/directpv/drives',
  summary: "DirectPV's drives, or a 404 saying DirectPV is not installed",
  query: directPvQuery,
  response: z.object({ drives: z.array(directPvDriveSchema) }),
  status: 200,
});

export const getDirectPVVolumeList = endpoint({
  id: 'GetDirectPVVolumeList',
  area: 'operator-storage',
  method: 'GET',
  path: '/directpv/volumes',
  summary: "DirectPV's volumes, or a 404 saying DirectPV is not installed",
  query: directPvQuery,
  response: z.object({ volumes: z.array(directPvVolumeSchema) }),
  status: 200,
});

export const STORAGE_ENDPOINTS = [getDirectPVDriveList, getDirectPVVolumeList] as const;
