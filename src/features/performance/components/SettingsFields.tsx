import type { SpeedtestKind } from '@/contract/speedtest';
import { CheckboxField, TextField } from '@/ui/fields';
import type { Settings } from './speedtest-settings';

type NumberSetting = 'sizeMiB' | 'concurrent' | 'duration' | 'blockSizeMiB' | 'fileSizeMiB';

/** Each number a test takes: its label, and the query parameter the contract checks it as. */
const NUMBER_FIELDS: Record<NumberSetting, { label: string; unit: 'decimal' | 'numeric'; query: string }> = {
  sizeMiB: { label: 'Object size (MiB)', unit: 'decimal', query: 'size' },
  concurrent: { label: 'Concurrency', unit: 'numeric', query: 'concurrent' },
  duration: { label: 'Duration (seconds)', unit: 'numeric', query: 'duration' },
  fileSizeMiB: { label: 'File size per drive (MiB)', unit: 'decimal', query: 'fileSize' },
  blockSizeMiB: { label: 'Block size (MiB)', unit: 'decimal', query: 'blockSize' },
};

const FIELDS_OF_TEST: Record<SpeedtestKind, readonly NumberSetting[]> = {
  object: ['sizeMiB', 'concurrent', 'duration'],
  drive: ['fileSizeMiB', 'blockSizeMiB'],
  net: ['duration'],
};

/** The numbers and options of the chosen test. */
export function SettingsFields({
  settings,
  change,
  problems,
}: {
  settings: Settings;
  change: (part: Partial<Settings>) => void;
  problems: Record<string, string>;
}) {
  return (
    <>
      {FIELDS_OF_TEST[settings.test].map((name) => (
        <TextField
          key={name}
          label={NUMBER_FIELDS[name].label}
          inputMode={NUMBER_FIELDS[name].unit}
          value={settings[name]}
          onChange={(value) => change({ [name]: value })}
          problem={problems[NUMBER_FIELDS[name].query]}
          hint={settings.test === 'net' ? 'MinIO measures for at least 10 seconds' : undefined}
        />
      ))}
      {settings.test === 'object' && (
        <CheckboxField
          label="Autotune"
          description="MinIO raises the concurrency until the throughput stops growing"
          checked={settings.autotune}
          onChange={(autotune) => change({ autotune })}
        />
      )}
      {settings.test === 'drive' && (
        <CheckboxField
          label="One drive at a time"
          checked={settings.serial}
          onChange={(serial) => change({ serial })}
        />
      )}
    </>
  );
}
