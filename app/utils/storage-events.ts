/**
 * Who hears about a corrupt browser-storage value (storage.ts removes it and reports it here). Its own module so the
 * root can set the handler without loading the storage schemas (decision 024).
 */
let onCorrupt: (key: string) => void = () => {}

/** Called once per removed corrupt value (the UI shows a notice). */
export function setCorruptHandler(handler: (key: string) => void) {
  onCorrupt = handler
}

export function reportCorrupt(key: string) {
  onCorrupt(key)
}
