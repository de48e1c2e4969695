import { Transform, type TransformCallback } from 'node:stream'
import type { RequestHandler, Response } from 'express'
import { sendProblem } from './problem.ts'

/** One limit for every request body: pages' form posts, resource routes and /api (its JSON parser uses it too). */
export const BODY_LIMIT_BYTES = 64 * 1024

export function tooLargeDetail(limit = BODY_LIMIT_BYTES) {
  return `The request body exceeds ${limit} bytes.`
}

export function sendTooLarge(res: Response, limit = BODY_LIMIT_BYTES) {
  if (res.headersSent) return
  // The rest of the upload is not read: the connection closes once the answer is out.
  res.setHeader('Connection', 'close')
  sendProblem(res, 413, tooLargeDetail(limit))
}

/**
 * Refuses a declared body over the limit before any of it is read (Content-Length). Bodies without a length
 * (chunked) are counted as they stream, by `countingBody`, where the body is actually read.
 */
export function rejectDeclaredOversize(limit = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers['content-length']
    if (declared !== undefined && Number(declared) > limit) {
      req.unpipe()
      sendTooLarge(res, limit)
      return
    }
    next()
  }
}

export class BodyTooLargeError extends Error {
  readonly status = 413
  readonly type = 'entity.too.large'
  constructor(readonly limit: number) {
    super(tooLargeDetail(limit))
  }
}

/** Passes a request body through, failing with BodyTooLargeError as soon as more than `limit` bytes arrived. */
export function countingBody(limit = BODY_LIMIT_BYTES, onTooLarge: () => void = () => {}): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      seen += chunk.length
      if (seen > limit) {
        onTooLarge()
        callback(new BodyTooLargeError(limit))
      } else callback(null, chunk)
    },
  })
}
