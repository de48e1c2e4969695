// The parts of nlp.js the offline tutor uses (the packages ship no types).
declare module '@nlpjs/core' {
  export class Container {
    use(plugin: unknown): void
    get(name: string): unknown
  }
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown
}
declare module '@nlpjs/lang-uk' {
  export const LangUk: unknown
}
declare module '@nlpjs/lang-pl' {
  export const LangPl: unknown
}
declare module '@nlpjs/neural' {
  export type Features = Record<string, number>
  export class NeuralNetwork {
    constructor(settings?: { log?: boolean; iterations?: number })
    train(corpus: { input: Features; output: Features }[]): { error: number; iterations: number }
    run(input: Features): Record<string, number> | undefined
    toJSON(): unknown
    fromJSON(json: unknown): void
  }
}
// The stop-word lists of the `stopword` package (it ships no types): nlp.js has none for Ukrainian and Polish;
// the Russian one tells a short Russian line from Ukrainian (language.ts).
declare module 'stopword' {
  export const eng: string[]
  export const ukr: string[]
  export const pol: string[]
  export const rus: string[]
}
