import { queryOptions } from '@tanstack/react-query';
import { configHelp, configInfo, listConfig } from '@/contract/configs';
import { call } from '@/lib/api/client';

/*
 * MinIO's configuration reads, shared by the configuration pages and the notification endpoints (whose targets
 * are configurations `notify_<type>:<name>`): one cache entry per read.
 */

export const configKeys = {
  all: () => ['configs'] as const,
  list: () => [...configKeys.all(), 'list'] as const,
  /** `subsys` (with its targets) or `subsys:target`. */
  values: (name: string) => [...configKeys.all(), 'values', name] as const,
  help: (subsystem: string) => [...configKeys.all(), 'help', subsystem] as const,
};

export const configListQuery = () =>
  queryOptions({
    queryKey: configKeys.list(),
    queryFn: ({ signal }) => call(listConfig, {}, signal),
    select: (answer) => answer.configurations ?? [],
  });

/** The subsystem's configuration, then each of its targets'. */
export const configValuesQuery = (name: string) =>
  queryOptions({
    queryKey: configKeys.values(name),
    queryFn: async ({ signal }) => (await call(configInfo, { params: { name } }, signal)) ?? [],
  });

/** MinIO's help for a subsystem: what its keys are, their types and descriptions. Fixed for a MinIO version. */
export const configHelpQuery = (subsystem: string) =>
  queryOptions({
    queryKey: configKeys.help(subsystem),
    queryFn: ({ signal }) => call(configHelp, { params: { name: subsystem } }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
