/**
 * The `portico-server` command:
 *
 *   portico-server [start] [--config <file>]          serve (127.0.0.1:8787 by default)
 *   portico-server import-catalog <file> [--config <file>]
 *                                                     replace the catalogue with a JSON file
 *   portico-server generate-catalog <count> <out.json> [--seed <n>]
 *                                                     write a synthetic catalogue (load tests)
 *
 * Environment: PORTICO_SERVER_CONFIG, PORTICO_SERVER_HOST, PORTICO_SERVER_PORT,
 * PORTICO_DATABASE_URL (see config.ts).
 */
import { writeFileSync } from 'node:fs';
import { generateCatalog } from './catalog/generateCatalog';
import { importCatalogFile } from './catalog/importCatalog';
import { loadServerConfig } from './config';
import { migrate } from './storage/migrations';
import { openDatabase } from './storage/openDatabase';
import { createSqlRepository } from './storage/sqlRepository';
import { startServer } from './server';

export interface CliIo {
  out(line: string): void;
  error(line: string): void;
}

const consoleIo: CliIo = {
  out: (line) => console.log(line),
  error: (line) => console.error(line),
};

const USAGE = [
  'Usage:',
  '  portico-server [start] [--config <file>]',
  '  portico-server import-catalog <file> [--config <file>]',
  '  portico-server generate-catalog <count> <out.json> [--seed <n>]',
].join('\n');

/** Runs a command; resolves to the exit code (a started server keeps running). */
export async function main(argv: readonly string[], io: CliIo = consoleIo): Promise<number> {
  const { positional, flags } = parseArguments(argv);
  const [command = 'start', ...rest] = positional;
  try {
    switch (command) {
      case 'start': {
        const server = await startServer({ config: loadServerConfig(flags.get('config')) });
        io.out(`Portico server listening on ${server.url}`);
        const stop = () => void server.close().then(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
        return 0;
      }
      case 'import-catalog': {
        const [file] = rest;
        if (!file) return usage(io);
        const config = loadServerConfig(flags.get('config'));
        const driver = await openDatabase(config.database);
        try {
          await migrate(driver);
          const count = await importCatalogFile(createSqlRepository(driver), file);
          io.out(`Imported ${count} wallets from ${file}`);
        } finally {
          await driver.close();
        }
        return 0;
      }
      case 'generate-catalog': {
        const [countText, out] = rest;
        const count = Number(countText);
        if (!out || !Number.isSafeInteger(count) || count < 0) return usage(io);
        const seed = Number(flags.get('seed') ?? '1');
        writeFileSync(out, JSON.stringify(generateCatalog(count, seed)));
        io.out(`Wrote ${count} wallets to ${out}`);
        return 0;
      }
      default:
        return usage(io);
    }
  } catch (error) {
    io.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

function usage(io: CliIo): number {
  io.error(USAGE);
  return 2;
}

function parseArguments(argv: readonly string[]) {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    if (argument.startsWith('--')) {
      flags.set(argument.slice(2), argv[index + 1] ?? '');
      index += 1;
    } else {
      positional.push(argument);
    }
  }
  return { positional, flags };
}
