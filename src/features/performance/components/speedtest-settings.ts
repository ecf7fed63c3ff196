import { SPEEDTEST_LIMITS, type SpeedtestKind } from '@/contract/speedtest';

const MiB = 1024 * 1024;

/** What the performance form holds: the test and its numbers as typed (sizes in MiB). */
export interface Settings {
  test: SpeedtestKind;
  sizeMiB: string;
  concurrent: string;
  duration: string;
  autotune: boolean;
  blockSizeMiB: string;
  fileSizeMiB: string;
  serial: boolean;
}

export const DEFAULTS: Settings = {
  test: 'object',
  sizeMiB: String(SPEEDTEST_LIMITS.size.default / MiB),
  concurrent: String(SPEEDTEST_LIMITS.concurrent.default),
  duration: String(SPEEDTEST_LIMITS.duration.default),
  autotune: false,
  blockSizeMiB: String(SPEEDTEST_LIMITS.blockSize.default / MiB),
  fileSizeMiB: String(SPEEDTEST_LIMITS.fileSize.default / MiB),
  serial: false,
};

/** A size given in MiB, as the contract takes it (bytes); what is not a number is passed on to be refused. */
const bytesOf = (mib: string) =>
  /^\d+(\.\d+)?$/.test(mib.trim()) ? String(Math.round(Number(mib) * MiB)) : mib;

type SpeedtestQuery = Record<string, string>;

export function queryOf(settings: Settings): SpeedtestQuery {
  switch (settings.test) {
    case 'object':
      return {
        test: 'object',
        size: bytesOf(settings.sizeMiB),
        concurrent: settings.concurrent,
        duration: settings.duration,
        autotune: String(settings.autotune),
      };
    case 'drive':
      return {
        test: 'drive',
        blockSize: bytesOf(settings.blockSizeMiB),
        fileSize: bytesOf(settings.fileSizeMiB),
        serial: String(settings.serial),
      };
    case 'net':
      return { test: 'net', duration: settings.duration };
  }
}

/** The settings in words, as this session's results list them. */
export function describeSettings(settings: Settings): string {
  switch (settings.test) {
    case 'object':
      return `${settings.sizeMiB} MiB objects, ${settings.concurrent} at once, ${settings.duration} s${settings.autotune ? ', autotuned' : ''}`;
    case 'drive':
      return `${settings.fileSizeMiB} MiB per drive in ${settings.blockSizeMiB} MiB blocks${settings.serial ? ', one drive at a time' : ''}`;
    case 'net':
      return `${Math.max(10, Number(settings.duration))} s`;
  }
}
