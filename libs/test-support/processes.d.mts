/** Whether a process with this pid still runs (signal 0 checks without sending anything). */
export declare function isRunning(pid: number): boolean;
