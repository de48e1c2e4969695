// The part of the `minhash` package (plain JavaScript, no types shipped) that the clone detector uses.
declare module 'minhash' {
  export class Minhash {
    constructor(config?: { numPerm?: number; seed?: number })
    hashvalues: number[]
    update(shingle: string): void
    jaccard(other: Minhash): number
  }
}
