/** One server-sent event: its name (`message` when the stream named none) and its data lines joined. */
export interface StreamEvent {
  event: string
  data: string
}

/**
 * The events of a whole text/event-stream body, as the HTML standard's parser reads them: fields up to the
 * first colon (one space after it dropped), `data` lines joined with newlines, dispatched at a blank line;
 * comments (lines starting with a colon) and an unfinished last event are ignored.
 */
export function parseEventStream(text: string): StreamEvent[] {
  const events: StreamEvent[] = []
  let event = ''
  let data: string[] = []
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '') {
      if (data.length) events.push({ event: event || 'message', data: data.join('\n') })
      event = ''
      data = []
      continue
    }
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }
  return events
}
