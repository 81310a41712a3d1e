// The Node.js the project supports: 24 (the current LTS) is what it is tested on, 22 the oldest
// it runs on. npm scripts get Node.js 24 from the `node` devDependency (node_modules/.bin/node
// comes first on their PATH), so a machine whose system Node.js is older still runs them on 24.
export const OLDEST_MAJOR = 22

/** Prints the running Node.js and stops the process, saying why, when it is too old. */
export function checkNodeVersion(what) {
  const major = Number(process.versions.node.split('.')[0])
  console.log(`${what}: Node.js ${process.version} (${process.execPath})`)
  if (major >= OLDEST_MAJOR) return
  console.error(
    `${what} needs Node.js ${OLDEST_MAJOR} or later: run it through npm (npm start, npm test, npm run …), which uses node_modules/.bin/node, or install Node.js 24`,
  )
  process.exit(1)
}
