// CPU accounting of processes and their threads from /proc (Linux), for the benches.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) a process (or `pid/task/tid`, a thread) has used so far, from /proc
 * (Linux), with `reaped` its children that have exited too; NaN elsewhere.
 */
export function cpuSeconds(pid, { reaped = false } = {}) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds of each of a process's threads so far, by thread id (Linux); empty elsewhere. */
export function threadCpuSeconds(pid) {
  try {
    return new Map(readdirSync(`/proc/${pid}/task`).map((tid) => [tid, cpuSeconds(`${pid}/task/${tid}`)]));
  } catch {
    return new Map();
  }
}

/**
 * The API's CPU split between its main thread (HTTP, validation, JSON), its busiest other thread
 * (the PGlite worker, which runs every statement one at a time) and the rest (GC and I/O helpers).
 * The busier of the first two bounds the rate on an idle machine with a core for each.
 */
export function threadSplit(pid, before, after) {
  const used = [...after].map(([tid, s]) => [tid, s - (before.get(tid) ?? 0)]);
  const main = used.find(([tid]) => tid === String(pid))?.[1] ?? NaN;
  const others = used.filter(([tid]) => tid !== String(pid)).map(([, s]) => s).sort((a, b) => b - a);
  return { main, busiest: others[0] ?? NaN, rest: others.slice(1).reduce((a, b) => a + b, 0) };
}

