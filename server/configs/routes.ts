import * as configs from '../../src/contract/configs.ts';
import type { SessionEnv } from '../context.ts';
import { readMultipartForm } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { type Route, serve } from '../http/serve.ts';
import {
  configHelp,
  configInfo,
  exportConfig,
  importConfig,
  listConfig,
  resetConfig,
  setConfig,
} from './calls.ts';

/** The uploaded file of POST /configs/import, as UTF-8 text. */
async function importedText(form: FormData): Promise<string> {
  const file = form.get(configs.IMPORT_FILE_FIELD);
  if (file === null) throw new ConsoleError(400, configs.CONFIG_MESSAGES.importFileMissing);
  // A form may send the file's text as a plain field too.
  if (typeof file === 'string') return file;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new ConsoleError(400, configs.CONFIG_MESSAGES.importNotText);
  }
}

/** MinIO's server configuration: subsystems, their help, values, targets, export and import. */
export function configRoutes(): Route<SessionEnv>[] {
  return [
    serve(configs.listConfig, (_, c) => listConfig(c.get('admin'))),
    serve(configs.exportConfig, (_, c) => exportConfig(c.get('admin'))),
    serve(configs.importConfig, async (_, c) => {
      const form = await readMultipartForm(c, { maxBytes: configs.importConfig.bodyLimit });
      await importConfig(c.get('admin'), await importedText(form));
    }),
    serve(configs.configInfo, ({ params }, c) => configInfo(c.get('admin'), params.name)),
    serve(configs.configHelp, ({ params }, c) => configHelp(c.get('admin'), params.name)),
    serve(configs.setConfig, ({ params, body }, c) => setConfig(c.get('admin'), params.name, body)),
    serve(configs.resetConfig, ({ params }, c) => resetConfig(c.get('admin'), params.name)),
  ];
}
