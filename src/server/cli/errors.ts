import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ZodError } from 'zod';
import { issueValues } from '#shared/i18n/issues.ts';
import { inWords } from '#shared/i18n/translate.ts';
import { ConfigError } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { AppError } from '../lib/errors.ts';
import { inEnglish } from '../lib/i18n.ts';

/** A failure already said in words for the person at the terminal. */
export class CliError extends Error {}

/** Arguments the command cannot use; the message ends with how to call it. */
export class UsageError extends CliError {}

/**
 * The command's options, or a UsageError naming the one it does not know (Node's own message goes
 * on to explain `--`, which only confuses here).
 */
export function readOptions<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs(config);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (!code.startsWith('ERR_PARSE_ARGS')) throw err;
    const first = (err as Error).message.split(/(?<=\.)\s/)[0]!;
    throw new UsageError(`${first.replace(/\.?$/, '.')} ${usage}`);
  }
}

/**
 * One line for an expected failure, or null for a fault of ours. The running server answers a
 * handed-over command with the same words (cli/admin-commands.ts). The terminal speaks English: a
 * message that is a catalogue key is put in its English words (ADR 19).
 */
export function describeError(err: unknown): string | null {
  // The command line's own checks are written in English words, and zod's default is English too:
  // here they pass as they are (a person at a terminal gains from zod's detail); keys become English.
  if (err instanceof ZodError)
    return `${err.issues.map((i) => inWords(inEnglish, i.message, issueValues(i))).join('; ')}.`;
  if (err instanceof AppError) return inWords(inEnglish, err.message, err.values);
  if (err instanceof CliError || err instanceof ConfigError || err instanceof DataDirInUseError)
    return err.message;
  return null;
}
