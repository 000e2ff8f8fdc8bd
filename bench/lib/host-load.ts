import fs from 'node:fs/promises';
import os from 'node:os';

/**
 * CPU the rest of the host burnt while a target ran: on a shared machine a test suite started meanwhile skews
 * every figure, and the report should say so rather than let a reader trust them. Linux only (/proc); elsewhere
 * the probe answers null and the report leaves the column empty.
 */
export interface TCpuSnapshot {
  busy: number;
  total: number;
  /** CPU ticks so far of each process that is part of the benchmark. */
  ours: Map<number, number>;
}

async function processTicks(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces and parentheses: fields are counted after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

export async function cpuSnapshot(ourPids: number[]): Promise<TCpuSnapshot | null> {
  let line: string;
  try {
    line = (await fs.readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  } catch {
    return null;
  }
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1, 9).map(Number);
  const total = user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal!;
  // Interrupt time is nobody's process time: loopback TCP at tens of thousands of requests/s lands there, and
  // counting it would blame "other processes" for our own traffic.
  const ours = new Map<number, number>();
  for (const pid of ourPids) {
    const ticks = await processTicks(pid);
    if (ticks !== null) ours.set(pid, ticks);
  }
  return { busy: user! + nice! + system!, total, ours };
}

/**
 * Share of one core the other processes used between two snapshots. A process of ours that appeared in between
 * counts from zero; one that exited is lost (idle pool connections: next to nothing).
 */
export function otherCoreShare(before: TCpuSnapshot | null, after: TCpuSnapshot | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  let ours = 0;
  for (const [pid, ticks] of after.ours) ours += ticks - (before.ours.get(pid) ?? 0);
  const others = Math.max(0, after.busy - before.busy - ours);
  return (others / (after.total - before.total)) * os.availableParallelism();
}
