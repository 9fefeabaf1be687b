// A process's resident memory as Linux reports it in /proc/<pid>/status: VmRSS (now) and
// VmHWM (the peak since start, or since the last reset). Writing "5" to /proc/<pid>/clear_refs
// resets VmHWM to the current RSS (Linux 4.0+, the process's owner), so a peak can be read
// for one phase of a measurement.
import { readFileSync, writeFileSync } from 'node:fs';

export const MIB = 2 ** 20;

function statusField(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Resident bytes of `pid` now. */
export const residentBytes = (pid) => statusField(pid, 'VmRSS');

/** Peak resident bytes of `pid` since it started or since resetPeakResident(pid). */
export const peakResidentBytes = (pid) => statusField(pid, 'VmHWM');

/** Resets VmHWM of `pid` to its RSS now; false when the kernel does not allow it. */
export function resetPeakResident(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export const mib = (bytes) => Math.round((bytes / MIB) * 10) / 10;
