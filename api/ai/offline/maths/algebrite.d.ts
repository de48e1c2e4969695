declare module 'algebrite' {
  const Algebrite: { run(source: string): string }
  export default Algebrite
}
