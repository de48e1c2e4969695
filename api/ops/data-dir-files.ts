// Which files of DATA_DIR are data, and reading them while a server may be writing (npm run backup).
import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/** The file in DATA_DIR naming the server process that uses it (written by api/server.ts). */
export const SERVER_PID_FILE = 'server.pid'

/** Files that are not data: temp files of a write in progress, the server's pid, the readiness probe, bad files set aside. */
export function isDataFile(name: string): boolean {
  const base = path.basename(name)
  return !(base === SERVER_PID_FILE || base.endsWith('.tmp') || /\.corrupt-/.test(base))
}

/** Every data file below `dir`, as paths relative to it, sorted. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name)
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)))
    else if (entry.isFile() && isDataFile(rel)) out.push(rel)
  }
  return out.sort()
}

type Fingerprint = string
/** Each file's identity (inode, size, mtime): equal before and after a read means no write landed between. */
export async function fingerprint(dir: string, names: string[]): Promise<Fingerprint> {
  const parts = await Promise.all(
    names.map(async (name) => {
      const s = await stat(path.join(dir, name)).catch(() => undefined)
      return s ? `${name}:${s.ino}:${s.size}:${s.mtimeMs}` : `${name}:gone`
    }),
  )
  return parts.join('|')
}

/**
 * The files in subdirectories: the students' documents and the store's journal (decision 081). A checkpoint may
 * delete a journal segment while it is read, once its changes are in the documents: then every file is read again.
 */
export async function copyDocuments(dataDir: string, attempts: number) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const documents = (await listFiles(dataDir)).filter((name) => name.includes(path.sep))
    const read = await Promise.all(documents.map((name) => readFile(path.join(dataDir, name)).catch(() => undefined)))
    if (read.every((c) => c !== undefined)) return { documents, documentContents: read as Buffer[] }
  }
  throw new Error(`DATA_DIR's documents kept moving during ${attempts} attempts to copy them; try again.`)
}
