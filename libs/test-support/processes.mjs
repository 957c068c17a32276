/** Whether a process with this pid still runs (signal 0 checks without sending anything). @param {number} pid */
export function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
