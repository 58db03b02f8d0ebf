// `topochess gui`: serves the board page on 127.0.0.1 until interrupted.
import type { VariantName } from '../core/types';
import { embeddedRulesPages } from '../gui/rules-pages';
import { startGuiServer } from '../gui/server';
import { buildDiagram, type DiagramArgs } from './diagram';
import type { CommandIo } from './commands';

export async function guiCommand(io: CommandIo, options: { port: number; variant: VariantName }): Promise<number> {
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    io.err(`topochess gui: port must be an integer from 0 to 65535, got ${options.port}`);
    return 1;
  }
  try {
    // The rules pages' pictures are drawn by the diagram command's renderer from their listed arguments.
    const rules = embeddedRulesPages((entry) => buildDiagram(entry as unknown as DiagramArgs));
    const gui = await startGuiServer({ port: options.port, variant: options.variant, rules });
    io.out(`Topochess board view: http://127.0.0.1:${gui.port}/  (Ctrl-C to stop)`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await gui.close();
    return 0;
  } catch (error) {
    io.err(`topochess gui: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
