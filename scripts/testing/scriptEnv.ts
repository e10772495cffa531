/** The environment a shell would give a script: without Vitest's variables, which make vike skip its plugin. */
export function scriptEnv(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
}
