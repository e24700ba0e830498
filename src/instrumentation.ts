/** Next calls this once when the server starts (https://nextjs.org/docs/app/guides/instrumentation). */
export async function register() {
  // Next sets NEXT_RUNTIME; the job runner (Payload, the database) needs Node.js.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startJobRunner } = await import('./platform/jobs/job-runner')
  await startJobRunner()
}
