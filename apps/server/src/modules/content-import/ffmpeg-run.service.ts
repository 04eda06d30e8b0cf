import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ContentImportError } from './media-tools.types.js';

/** Debian's binaries by default; FFMPEG_PATH / FFPROBE_PATH point elsewhere (another build, a test). */
export function ffmpegBinary(): string {
  return process.env.FFMPEG_PATH ?? 'ffmpeg';
}

export function ffprobeBinary(): string {
  return process.env.FFPROBE_PATH ?? 'ffprobe';
}

/**
 * A file as ffmpeg's input: absolute, behind the `file:` protocol, so a name holding a colon
 * (`Take 2: dawn.mp4`) or starting with a dash is never read as a protocol or an option.
 */
export function inputUrl(path: string): string {
  return `file:${resolve(path)}`;
}

export type ToolRun = {
  /** The source file the run works on: the one a failure names. */
  file: string;
  signal?: AbortSignal;
  /** Called with each line the tool writes on stdout (`-progress pipe:1`). */
  onLine?: (line: string) => void;
};

export type ToolOutput = { stdout: string; stderr: string; code: number | null };

const STDERR_KEPT = 64 * 1024;
export const DISK_FULL = 'the disk is full: free some space and import again';

/** Whether an error or a tool's message says the disk is full. */
export function isDiskFull(error: unknown, stderr = ''): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || /No space left on device/i.test(stderr);
}

/** The last meaningful line a tool wrote on stderr: what a failure shows. */
export function lastLine(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.at(-1) ?? 'no message';
}

/**
 * Runs a tool to its end and resolves whatever its exit code (the caller judges it). An abort
 * SIGKILLs the child at once — an encode holds no state worth a clean exit — and rejects with the
 * signal's reason. A missing binary rejects with the spawn error (code ENOENT).
 */
export function runTool(binary: string, args: string[], run: ToolRun): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) {
      reject(abortReason(run.signal));
      return;
    }
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    const onAbort = () => child.kill('SIGKILL');
    run.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!run.onLine) {
        stdout += chunk;
        return;
      }
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) run.onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('error', (error) => {
      run.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      run.signal?.removeEventListener('abort', onAbort);
      if (run.signal?.aborted) reject(abortReason(run.signal));
      else resolve({ stdout, stderr, code });
    });
  });
}

/** Runs ffmpeg and throws a ContentImportError naming the file when it fails. */
export async function runFfmpeg(args: string[], run: ToolRun): Promise<void> {
  let output: ToolOutput;
  try {
    output = await runTool(ffmpegBinary(), ['-hide_banner', '-nostdin', '-y', ...args], run);
  } catch (error) {
    throw asImportError(error, run.file);
  }
  if (output.code === 0) return;
  if (isDiskFull(null, output.stderr)) throw new ContentImportError(run.file, DISK_FULL);
  throw new ContentImportError(run.file, `ffmpeg failed: ${lastLine(output.stderr)}`);
}

/** A file-system or spawn failure as the import shows it; an abort passes through as it is. */
export function asImportError(error: unknown, file: string): unknown {
  if (error instanceof ContentImportError) return error;
  if (isDiskFull(error)) return new ContentImportError(file, DISK_FULL);
  if (
    (error as { code?: unknown } | null)?.code === 'ENOENT' &&
    (error as { syscall?: string }).syscall?.startsWith('spawn')
  ) {
    return new ContentImportError('ffmpeg', MISSING_TOOLS);
  }
  return error;
}

export const MISSING_TOOLS =
  "ffmpeg and ffprobe are needed: install Debian's ffmpeg package (apt-get install ffmpeg)";

function abortReason(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const error = new Error('The preparation was aborted');
  error.name = 'AbortError';
  return error;
}
