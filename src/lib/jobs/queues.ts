/**
 * The two queues of payload-jobs: emails and other light work, ten at a time; monitoring runs
 * and report PDFs, which take seconds of CPU each, one at a time per process, so a burst of
 * acceptances never runs the network's analyses side by side in a web process.
 */
export const LIGHT_QUEUE = 'default'
export const HEAVY_QUEUE = 'heavy'
