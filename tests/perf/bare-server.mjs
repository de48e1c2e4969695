// The bench's yardstick: a bare node:http server answering a small JSON body, in its own process like the app.
// Prints `listening on <port>` when ready.
import http from 'node:http'

const body = JSON.stringify({ status: 'ok' })
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => console.log(`listening on ${server.address().port}`))
