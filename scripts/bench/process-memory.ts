/**
 * The memory a request costs the Worker, measured from outside: workerd's resident set
 * (Linux /proc) sampled while the request runs. The growth from before the request to the
 * peak bounds what the request held at once (V8 may keep freed pages, never the reverse).
 */
import { readdirSync, readFileSync } from 'node:fs'

/** The workerd processes of a process group (vike preview starts one). */
export function workerdPidsOf(groupId: number): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      // Fields after the name: state, ppid, pgrp.
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
      if (pgrp === groupId && name.startsWith('workerd')) pids.push(Number(entry))
    } catch {
      // gone between the listing and the read
    }
  }
  return pids
}

function residentKiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return Number(line?.[1] ?? 0)
}

/** Resident set before `run` and its highest value while `run` runs, sampled every 5 ms. */
export async function residentGrowthDuring(
  pid: number,
  run: () => Promise<void>,
): Promise<{ beforeKiB: number; peakKiB: number }> {
  const beforeKiB = residentKiB(pid)
  let peakKiB = beforeKiB
  const sampler = setInterval(() => {
    peakKiB = Math.max(peakKiB, residentKiB(pid))
  }, 5)
  try {
    await run()
  } finally {
    clearInterval(sampler)
  }
  return { beforeKiB, peakKiB: Math.max(peakKiB, residentKiB(pid)) }
}
