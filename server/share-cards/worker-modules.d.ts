/** A .wasm import is a module workerd compiled when the Worker loaded (the Workers plugin's CompiledWasm rule). */
declare module '*.wasm' {
  const compiled: WebAssembly.Module
  export default compiled
}

/** A .bin import is the file's bytes (the Workers plugin's Data rule). */
declare module '*.bin' {
  const bytes: ArrayBuffer
  export default bytes
}
