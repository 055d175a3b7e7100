import { readFileSync } from 'node:fs';
import type { Inspector } from './inspector';

export interface MemorySample {
  /** Seconds since the load began. */
  at: number;
  megabytes: number;
}

/** The resident set size of a process, from Linux's /proc/PID/status (VmRSS, in kB). */
export function readRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return kilobytes / 1024;
}

/** Samples a process's RSS every `everySeconds` until stopped. */
export function sampleRss(pid: number, everySeconds: number) {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = () =>
    samples.push({ at: (performance.now() - started) / 1000, megabytes: readRss(pid) });
  take();
  const timer = setInterval(take, everySeconds * 1000);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/**
 * Reads a process's memory after a full garbage collection every `everySeconds` until
 * stopped, one reading at a time: the JavaScript heap and the memory outside it.
 */
export function sampleHeapAfterGc(inspector: Inspector, everySeconds: number) {
  const started = performance.now();
  const heap: MemorySample[] = [];
  const external: MemorySample[] = [];
  let reading: Promise<void> = Promise.resolve();
  const take = () => {
    reading = reading.then(async () => {
      const at = (performance.now() - started) / 1000;
      const { heapUsedMb, externalMb } = await inspector.readHeapAfterGc();
      heap.push({ at, megabytes: heapUsedMb });
      external.push({ at, megabytes: externalMb });
    });
  };
  take();
  const timer = setInterval(take, everySeconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      take();
      await reading;
      return { heap, external };
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface MemoryVerdict {
  warmUpEnd: number;
  secondQuarter: number;
  lastQuarter: number;
  end: number;
  peak: number;
  growth: number;
  allowed: number;
  isFlat: boolean;
}

/**
 * Whether memory stayed flat after the warm-up (the first 20% of the run): the median of the
 * last quarter may exceed the median of the second quarter by at most `allowedMb`, or by
 * `allowedShare` of it when that is more. Medians, so that one sample taken just before a
 * garbage collection does not decide.
 */
export function judgeMemory(
  samples: MemorySample[],
  seconds: number,
  { allowedMb, allowedShare }: { allowedMb: number; allowedShare: number },
): MemoryVerdict {
  const between = (from: number, to: number) =>
    samples.filter((s) => s.at >= from * seconds && s.at <= to * seconds).map((s) => s.megabytes);
  const afterWarmUp = samples.find((s) => s.at >= 0.2 * seconds) ?? samples.at(-1)!;
  const secondQuarter = median(between(0.25, 0.5));
  const lastQuarter = median(between(0.75, 1));
  const allowed = Math.max(allowedMb, secondQuarter * allowedShare);
  const growth = lastQuarter - secondQuarter;
  return {
    warmUpEnd: afterWarmUp.megabytes,
    secondQuarter,
    lastQuarter,
    end: samples.at(-1)!.megabytes,
    peak: Math.max(...samples.map((s) => s.megabytes)),
    growth,
    allowed,
    isFlat: growth <= allowed,
  };
}
